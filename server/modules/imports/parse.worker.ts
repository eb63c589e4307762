/**
 * The worker thread that reads a big import file, so that the server's event loop never parses one
 * (docs/decisions/1003-imports-api.md). It answers the parsed file with its orders in chunks (each message is
 * deserialised on the main thread in one go: small chunks keep each of those pauses short), then the rest.
 */
import { parentPort, workerData } from "node:worker_threads";
import { ImportFileError, parseImport, summariseImport, type ReadTableOptions } from "./formats";
import type { ParseMessage } from "./parse-off-thread";

const CHUNK = 1_000;

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const send = (message: ParseMessage) => port.postMessage(message);
  const { content, options } = workerData as { content: Uint8Array; options: ReadTableOptions };
  try {
    const parsed = await parseImport(Buffer.from(content.buffer, content.byteOffset, content.byteLength), options);
    if (parsed.kind === "products") {
      send({ type: "done", parsed, summary: null });
      return;
    }
    const summary = summariseImport(parsed, parsed.rows);
    for (let i = 0; i < parsed.orders.length; i += CHUNK)
      send({ type: "orders", orders: parsed.orders.slice(i, i + CHUNK) });
    send({ type: "done", parsed: { ...parsed, orders: [] }, summary });
  } catch (err) {
    if (err instanceof ImportFileError)
      send({ type: "fileError", code: err.code, message: err.message, columns: err.columns });
    else send({ type: "error", message: err instanceof Error ? err.message : String(err) });
  }
}

void main();
