/**
 * A streaming CSV reader for imports, on csv-parse's stream API: it strips a byte order mark, reads lines ending
 * in CRLF, LF or CR, in any mix within one file, with quoted commas and line breaks, gives each row the line of
 * the file it starts on, hands rows over in batches (so the caller can give the event loop a turn between them),
 * and refuses a file as soon as it passes the row limit, without reading the rest of it
 * (docs/decisions/1000-import-formats.md, docs/guide/imports.md#how-a-file-is-read).
 */
import { Readable, pipeline } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { IMPORT_MAX_ROWS } from "../../../../shared/contracts/imports";

/** One CSV row: its cells (trimmed) and the 1-based line of the file where it starts. */
export type CsvRow = { line: number; cells: string[] };

export type ImportFileErrorCode =
  "too_many_rows" | "invalid_csv" | "empty_file" | "unknown_format" | "header_not_found";

/** The file as a whole cannot be read: the caller answers it as a validation error, never as a 500. */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    message: string,
    /** The header row's cells as written, where the file had one (for an answer that names them). */
    readonly columns?: string[],
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

export type CsvReaderOptions = {
  /** Rows allowed in the file, header and any lines above it included; the default is IMPORT_MAX_ROWS. */
  maxRows?: number;
  /** Rows per batch (default 1,000). */
  batchSize?: number;
};

/** What the reader saw of the file's lines, filled in as it reads. */
export type CsvReadStats = {
  /** Lines of the file (an empty last line after the final line break not counted). */
  lines: number;
  /** Non-empty rows read. */
  rows: number;
  /** Line breaks inside cells (quoted cells spanning lines). */
  breaksInCells: number;
  /** The row that spans the most lines: its first line and how many lines it takes. */
  widest: { line: number; lines: number };
};

export const emptyReadStats = (): CsvReadStats => ({
  lines: 0,
  rows: 0,
  breaksInCells: 0,
  widest: { line: 1, lines: 1 },
});

/** Line breaks inside cells from which a file counts as read into far fewer rows than it has lines. */
const FEW_ROWS_MIN_BREAKS = 10;

/**
 * The warning for a file read as far fewer rows than it has lines: more of its line breaks fall inside cells than
 * between rows, and at least ten do. A file of long quoted texts (Shopify's product descriptions) can be
 * like that and be right; a quote left open swallowing the rows after it is the usual cause otherwise
 * (docs/guide/imports.md#how-a-file-is-read).
 */
export function fewRowsWarning(stats: CsvReadStats): { line: number; message: string } | null {
  if (stats.breaksInCells < FEW_ROWS_MIN_BREAKS || stats.breaksInCells <= stats.rows) return null;
  const n = (x: number) => x.toLocaleString("en-US");
  const { line, lines } = stats.widest;
  return {
    line,
    message:
      `The file has ${n(stats.lines)} lines but was read as ${n(stats.rows)} rows: ${n(stats.breaksInCells)} line breaks are inside quoted cells ` +
      `(the row at line ${n(line)} spans ${n(lines)} lines). If each line of the file is one row, a quote near line ${n(line)} is not closed: correct it and read the file again.`,
  };
}

/** A row longer than this is not a real export (an unclosed quote swallowing the file, for one). */
const MAX_ROW_CHARS = 1_000_000;

const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Reads `input` into batches of rows. Empty lines and rows whose cells are all empty are left out (their lines
 * still count). Throws ImportFileError `too_many_rows` when row maxRows + 1 is reached, and
 * `invalid_csv` when the file is not CSV; either way the input stream is destroyed, not read to its end.
 */
export async function* readCsvRows(
  input: Readable | Buffer | string,
  options: CsvReaderOptions = {},
  stats: CsvReadStats = emptyReadStats(),
): AsyncGenerator<CsvRow[]> {
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  const batchSize = options.batchSize ?? 1_000;
  const source = input instanceof Readable ? input : Readable.from([Buffer.from(input)]);
  // One record per line of the file (an empty line is a record of one empty cell) unless a quoted cell spans
  // lines, so the reader counts lines itself: csv-parse's `info` costs several times the parse, and counts a
  // CRLF inside a quoted cell as two lines. Every row ends at CRLF, LF or CR, whichever comes: csv-parse would
  // otherwise take the first line's ending for the whole file, and a CRLF header with LF rows read as one row.
  const parser = parse({
    bom: true,
    record_delimiter: ["\r\n", "\n", "\r"],
    trim: true,
    relax_quotes: true,
    relax_column_count: true,
    max_record_size: MAX_ROW_CHARS,
  });
  pipeline(source, parser, () => {}); // a failure of either stream reaches the parser's "error" event

  // Records are drained with read() and handed over a batch at a time: one await per batch, not per record.
  let ended = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  parser.on("readable", () => wake?.());
  parser.on("end", () => ((ended = true), wake?.()));
  parser.on("error", (err) => ((failure = err), wake?.()));

  let line = 1;
  let batch: CsvRow[] = [];
  try {
    for (;;) {
      let cells: string[] | null;
      while ((cells = parser.read() as string[] | null) !== null) {
        const start = line;
        for (const cell of cells) if (cell.includes("\n") || cell.includes("\r")) line += countOf(cell, /\r\n|\r|\n/g);
        line++;
        stats.lines = line - 1;
        if (line - start > 1) {
          stats.breaksInCells += line - start - 1;
          if (line - start > stats.widest.lines) stats.widest = { line: start, lines: line - start };
        }
        if (cells.every((cell) => cell === "")) continue;
        if (++stats.rows > maxRows)
          throw new ImportFileError(
            "too_many_rows",
            `The file has more than ${maxRows.toLocaleString("en-US")} rows: split it into smaller files and import each`,
          );
        batch.push({ line: start, cells });
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (failure) throw failure;
      if (ended) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    if (err instanceof CsvError) throw new ImportFileError("invalid_csv", `The file is not valid CSV: ${err.message}`);
    throw err;
  } finally {
    parser.destroy();
    source.destroy();
  }
  if (batch.length) yield batch;
}
