/**
 * Builds a person's archive as one ZIP, streamed (docs/decisions/1220-account-archive-in-the-database.md): fflate's
 * Zip deflates each file as its rows are pushed, and the compressed bytes go to `sink` in parts of about 1 MB, so
 * neither the rows nor the archive are ever held whole. The large tables are read in pages of PAGE_ROWS by their key
 * (the next page read while this one is deflated), each page a short query of its own (the embedded database serves
 * every request on one connection: docs/decisions/1002-job-queue.md); the small ones all at once, in one round trip
 * (docs/decisions/1206-archive-in-fewer-statements.md).
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { Zip, ZipDeflate } from "fflate";
import type pg from "pg";
import { logoOutputSchema, logoRequestSchema, logoFileName } from "../../../shared/contracts/logos";
import { composeLogo } from "../../logo/compose";
import { toCsv } from "../../http/csv";
import { ARCHIVE_FILES, type ArchiveFile } from "./registry";
import { createArchiveRepository, CSV_SELECTS, LOGOS_SELECT } from "./archive.repository";

/** Rows of a large table per query: a few MB of rows in memory, a handful of queries for 100,000 rows. */
const PAGE_ROWS = 20_000;
/** Compressed bytes per stored part: one insert each. */
const PART_BYTES = 4 * 1024 * 1024;
/** Progress is written when it moved this many points (a few writes per archive, not one per file). */
const PROGRESS_STEP = 10;
const encoder = new TextEncoder();

/** CSV copies that open in a spreadsheet, with formula-safe cells (docs/decisions/901-csv-cells-safe-after-any-separator.md). */
const CSV_FILES = [
  {
    name: "inventory.csv",
    holds: "Your inventory as a spreadsheet, in the columns the inventory tracker imports.",
    sql: CSV_SELECTS["inventory.csv"],
    columns: ["productName", "sku", "quantity", "costPrice", "sellPrice", "supplier", "category", "notes", "status"],
  },
  {
    name: "orders.csv",
    holds:
      "One row per order: date, where it came from, currency, goods total, discounts, shipping, taxes, refunds, fees.",
    sql: CSV_SELECTS["orders.csv"],
    columns: [
      "orderedAt",
      "source",
      "externalId",
      "currency",
      "goods",
      "discounts",
      "shipping",
      "taxes",
      "refunds",
      "fees",
      "cancelled",
      "channel",
      "customerLocation",
      "units",
    ],
  },
  {
    name: "expenses.csv",
    holds: "Your expenses as a spreadsheet.",
    sql: CSV_SELECTS["expenses.csv"],
    columns: ["spentOn", "category", "amount", "currency", "note", "source"],
  },
] as const;

export type ArchiveProgress = (step: string, done: number, total: number) => Promise<void>;

/** Every file the archive holds, with what it holds: the README's text. */
export function readmeText(): string {
  const lines = [
    "HustleForge: everything your account holds",
    "",
    "Each .json file is an array of records, one object per row, with the database's column names.",
    "Money is written as exact decimal strings in the record's currency; times are ISO 8601 in UTC.",
    "",
    "README.txt - this file.",
    ...ARCHIVE_FILES.map((f) => `${f.name} - ${f.holds}`),
    ...CSV_FILES.map((f) => `${f.name} - ${f.holds}`),
    "logos/*.svg - each logo concept you generated, as an SVG picture (light version).",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

type Signal = { aborted: boolean };

export async function buildArchive(
  pool: pg.Pool,
  userId: number,
  sink: (part: Buffer) => Promise<void>,
  progress: ArchiveProgress,
  signal: Signal,
): Promise<number> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let total = 0;
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else {
      pending.push(chunk);
      pendingBytes += chunk.length;
      total += chunk.length;
    }
  });
  const flush = async (all: boolean) => {
    if (failure) throw failure;
    if (signal.aborted) throw new Error("The archive job was stopped");
    if (pendingBytes < PART_BYTES && !(all && pendingBytes > 0)) return;
    const part = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await sink(part);
  };

  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    return {
      push: async (text: string) => {
        entry.push(encoder.encode(text));
        await flush(false);
      },
      end: async () => {
        entry.push(new Uint8Array(0), true);
        await flush(false);
      },
    };
  };

  // The small files (no key): every query in one round trip, their rows kept until their file is written.
  const archive = createArchiveRepository(pool);
  const small = await archive.smallFiles(
    userId,
    ARCHIVE_FILES.filter((f) => !f.key),
  );

  /** Runs a file's query page by page (or answers the rows read at the start, without a key). */
  async function* pages(spec: { sql: string; key?: string; name?: string }): AsyncGenerator<Record<string, unknown>[]> {
    if (!spec.key) {
      const rows = (spec.name && small.get(spec.name)) || (await archive.all(spec.sql, userId));
      small.delete(spec.name ?? "");
      yield rows;
      return;
    }
    // The next page is asked for before this one is written: the database reads it while we deflate.
    const page = (after: unknown) => {
      const read = archive.page(spec.sql, userId, after, PAGE_ROWS);
      read.catch(() => undefined); // a page never awaited (the archive failed meanwhile) is no unhandled rejection
      return read;
    };
    let next = page(0);
    for (;;) {
      const rows = await next;
      const full = rows.length === PAGE_ROWS;
      if (full) next = page(rows.at(-1)?.[spec.key]);
      if (rows.length) yield rows;
      if (!full) return;
      await nextTurn();
    }
  }

  const steps = ARCHIVE_FILES.length + CSV_FILES.length + 2;
  let step = 0;
  let written = -PROGRESS_STEP;
  /** The progress of the file about to be written, stored when it moved PROGRESS_STEP points since the last time. */
  const progressAt = async (name: string, done: number) => {
    const percent = Math.floor((done / steps) * 100);
    if (percent - written < PROGRESS_STEP) return;
    written = percent;
    await progress(name, done, steps);
  };
  const readme = file("README.txt");
  await readme.push(readmeText());
  await readme.end();

  for (const spec of ARCHIVE_FILES as readonly ArchiveFile[]) {
    await progressAt(spec.name, step++);
    const out = file(spec.name);
    let first = true;
    await out.push("[");
    for await (const rows of pages(spec)) {
      const text = rows.map((r) => JSON.stringify(r)).join(",\n");
      await out.push((first ? "\n" : ",\n") + text);
      first = false;
    }
    await out.push(first ? "]\n" : "\n]\n");
    await out.end();
  }

  for (const spec of CSV_FILES) {
    await progressAt(spec.name, step++);
    const out = file(spec.name);
    const columns = spec.columns as readonly string[];
    let header = true;
    for await (const rows of pages({ sql: spec.sql, key: "id" })) {
      const text = toCsv<Record<string, unknown>>(columns, rows);
      await out.push(header ? text : text.slice(text.indexOf("\n") + 1));
      header = false;
    }
    if (header) await out.push(toCsv<Record<string, unknown>>(columns, []));
    await out.end();
  }

  await progressAt("logos", step++);
  for await (const rows of pages({
    sql: LOGOS_SELECT,
    key: "id",
  })) {
    for (const row of rows) {
      const input = logoRequestSchema.safeParse(row.input);
      const output = logoOutputSchema.safeParse(row.output);
      if (!input.success || !output.success) continue;
      for (const [index, concept] of output.data.concepts.entries()) {
        const out = file(`logos/${row.id}-${logoFileName(input.data.businessName, index, "svg")}`);
        await out.push(composeLogo(concept, input.data.businessName));
        await out.end();
      }
    }
  }

  await progressAt("finishing", step);
  zip.end();
  await flush(true);
  return total;
}
