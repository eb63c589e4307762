/**
 * Parses an import file off the event loop (docs/decisions/1003-imports-api.md): a file above 256 KB is read by a
 * worker thread (parse.worker.ts); a smaller one, a few milliseconds of work, is read in-process. Either way the
 * answer is the format layer's (server/modules/imports/formats), with the dry run's summary.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImportSummary, ImportedOrder } from "../../../shared/contracts/imports";
import { ImportFileError, parseImport, summariseImport, type ParsedImport, type ReadTableOptions } from "./formats";
import type { ImportFileErrorCode } from "./formats/csv-reader";

/** Up to this size a file is parsed in-process (about 2,000 rows: milliseconds). */
export const IN_PROCESS_MAX_BYTES = 256 * 1024;

export type ParseMessage =
  | { type: "orders"; orders: ImportedOrder[] }
  | { type: "done"; parsed: ParsedImport; summary: ImportSummary | null }
  | { type: "fileError"; code: ImportFileErrorCode; message: string; columns?: string[] }
  | { type: "error"; message: string };

export type ParsedFile = { parsed: ParsedImport; summary: ImportSummary | null };

// In the server bundle the worker is its own entry point beside the bundle's chunks (scripts/build-server.mjs).
// From the sources (tsx, vitest) it is the .ts file, loaded by a bootstrap that registers tsx in the thread
// first: Node 20 does not run a worker's `--import` hooks for its main module.
const fromSources = import.meta.url.endsWith(".ts");

function startWorker(workerData: unknown): Worker {
  if (!fromSources) return new Worker(new URL("./import-parse-worker.js", import.meta.url), { workerData });
  // tsx's ESM entry (its CommonJS one cannot register hooks), found from this file's folder.
  const tsxPackage = createRequire(import.meta.url).resolve("tsx/package.json");
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), "dist/esm/api/index.mjs")).href;
  const entry = new URL("./parse.worker.ts", import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Throws ImportFileError for a file that cannot be read, as parseImport does; stops the worker on `signal`. */
export async function parseOffThread(
  content: Buffer,
  options: ReadTableOptions,
  signal?: AbortSignal,
): Promise<ParsedFile> {
  if (content.length <= IN_PROCESS_MAX_BYTES) {
    const parsed = await parseImport(content, options);
    return { parsed, summary: parsed.kind === "orders" ? summariseImport(parsed, parsed.rows) : null };
  }
  return new Promise<ParsedFile>((resolve, reject) => {
    const worker = startWorker({ content, options });
    const orders: ImportedOrder[] = [];
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      fn();
    };
    const onAbort = () => settle(() => reject(signal?.reason ?? new Error("The file was not read: stopped")));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: ParseMessage) => {
      switch (message.type) {
        case "orders":
          for (const order of message.orders) orders.push(order);
          return;
        case "done":
          return settle(() =>
            resolve({
              parsed: message.parsed.kind === "orders" ? { ...message.parsed, orders } : message.parsed,
              summary: message.summary,
            }),
          );
        case "fileError":
          return settle(() => reject(new ImportFileError(message.code, message.message, message.columns)));
        case "error":
          return settle(() => reject(new Error(`The file could not be read: ${message.message}`)));
      }
    });
    worker.on("error", (err) => settle(() => reject(err)));
    worker.on("exit", (code) => settle(() => reject(new Error(`The file reader stopped (exit code ${code})`))));
  });
}
