/**
 * A file read into a header and its rows. The header is looked for in the first lines (Amazon writes lines of
 * preamble above it), and tells which format the file is, unless the person said so
 * (docs/decisions/1000-import-formats.md).
 */
import type { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { FORMAT_LABELS, type ColumnMapping, type FormatId } from "../../../../shared/contracts/imports";
import {
  ImportFileError,
  emptyReadStats,
  fewRowsWarning,
  readCsvRows,
  type CsvReaderOptions,
  type CsvRow,
} from "./csv-reader";
import { detectFormat, missingColumns, normaliseColumn } from "./detect";

/** Rows looked at for the header row. */
const HEADER_SCAN_ROWS = 20;

export type ImportTable = {
  /** The header row's cells as written. */
  header: string[];
  headerLine: number;
  /** Rows above the header (Amazon's preamble). */
  preamble: CsvRow[];
  /** Rows below the header. */
  rows: CsvRow[];
};

export type ReadTableOptions = CsvReaderOptions & {
  /** The format the person chose; without it the header decides. */
  format?: FormatId;
  /** The columns the person picked (format `csv`). */
  mapping?: ColumnMapping;
};

export type ReadTable = {
  table: ImportTable;
  format: FormatId;
  detected: FormatId | null;
  /** What the file as a whole deserves a word about (read as far fewer rows than it has lines). */
  warnings: { line: number; message: string }[];
};

const mappedColumns = (mapping: ColumnMapping) =>
  [
    mapping.date,
    mapping.orderId,
    mapping.product,
    mapping.sku,
    mapping.quantity,
    mapping.unitPrice,
    mapping.customer,
    mapping.fees,
    mapping.shipping,
    mapping.refund,
    mapping.currency,
  ].filter((c): c is string => c !== undefined);

function lacking(candidate: string[], format: FormatId, mapping: ColumnMapping | undefined): string[] {
  if (format !== "csv") return missingColumns(format, candidate);
  const present = new Set(candidate.map(normaliseColumn));
  return mapping ? mappedColumns(mapping).filter((c) => !present.has(normaliseColumn(c))) : [];
}

function tableOf(head: CsvRow[], options: ReadTableOptions): { table: ImportTable; format: FormatId } {
  const { index, format } = findHeader(head, options);
  const table = {
    header: head[index].cells,
    headerLine: head[index].line,
    preamble: head.slice(0, index),
    rows: head.slice(index + 1),
  };
  return { table, format };
}

/** Picks the header among the first rows; throws ImportFileError when there is none to use. */
function findHeader(candidates: CsvRow[], options: ReadTableOptions): { index: number; format: FormatId } {
  if (!candidates.length) throw new ImportFileError("empty_file", "The file is empty");
  const first = candidates[0].cells;
  const format = options.format ?? (options.mapping ? "csv" : undefined);
  if (format === undefined) {
    const index = candidates.findIndex((row) => detectFormat(row.cells) !== null);
    if (index >= 0) return { index, format: detectFormat(candidates[index].cells)! };
    throw new ImportFileError(
      "unknown_format",
      "This file is not an export we recognise: choose which of its columns hold the date, order ID, product, quantity and unit price",
      first,
    );
  }
  if (format === "csv" && !options.mapping)
    throw new ImportFileError(
      "unknown_format",
      "Choose which of the file's columns hold the date, order ID, product, quantity and unit price",
      first,
    );
  let best = { index: 0, missing: lacking(first, format, options.mapping) };
  for (let index = 0; index < candidates.length && best.missing.length; index++) {
    const missing = lacking(candidates[index].cells, format, options.mapping);
    if (missing.length < best.missing.length) best = { index, missing };
  }
  if (best.missing.length)
    throw new ImportFileError(
      "header_not_found",
      format === "csv"
        ? `The file has no column ${best.missing.map((c) => `"${c}"`).join(", ")}`
        : `This is not a ${FORMAT_LABELS[format]}: no header row in its first ${HEADER_SCAN_ROWS} lines has the columns ${best.missing.join(", ")}`,
      first,
    );
  return { index: best.index, format };
}

/**
 * Reads a whole file into a table, a batch at a time, giving the event loop a turn between batches. Throws
 * ImportFileError: `too_many_rows`, `invalid_csv`, `empty_file`, `unknown_format` (no format recognised and no
 * mapping: `columns` holds the header to offer for mapping) or `header_not_found` (the chosen format's or the
 * mapping's columns are missing: the message names them).
 */
export async function readImportTable(
  input: Readable | Buffer | string,
  options: ReadTableOptions = {},
): Promise<ReadTable> {
  const head: CsvRow[] = [];
  let read: { table: ImportTable; format: FormatId } | null = null;
  const stats = emptyReadStats();
  for await (const batch of readCsvRows(input, options, stats)) {
    for (const row of batch) {
      if (read) read.table.rows.push(row);
      else {
        head.push(row);
        if (head.length === HEADER_SCAN_ROWS) read = tableOf(head, options);
      }
    }
    await nextTurn();
  }
  read ??= tableOf(head, options);
  const fewRows = fewRowsWarning(stats);
  return { ...read, detected: detectFormat(read.table.header), warnings: fewRows ? [fewRows] : [] };
}
