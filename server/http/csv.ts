/**
 * CSV in and out for every export and import, with csv-stringify and csv-parse (no hand-written parser).
 *
 * Writing (toCsv): a field holding a separator a spreadsheet may split on (comma, semicolon, tab), a quote or a
 * line break is quoted, and every cell a spreadsheet could make of a field that would start a formula gets a
 * leading apostrophe: the field itself, and each piece after a comma, semicolon, tab or line break inside it,
 * since a spreadsheet splitting on another separator than ours takes our quotes as text (decision 901). A field
 * that is a plain number ("-123.45") is written as it is: it is a number, not a formula (decision 905).
 *
 * Reading (readCsv): the file is parsed as a stream in small chunks, giving the event loop back between them,
 * and refused as soon as it passes its row limit, so a large file neither holds up other requests nor is read
 * to its end before it is refused (decision 902).
 */
import { Readable, pipeline } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse, type Info } from "csv-parse";
import { stringify } from "csv-stringify/sync";
import { ValidationError } from "./errors";

// A cell starts a formula when, after any apostrophes, spaces and quotes, it starts with = + - or @.
const ESCAPE_AT = /(^|[,;\t\r\n])(?='*[ "]*[=+\-@])/g;
const UNESCAPE_AT = /(^|[,;\t\r\n])'(?='*[ "]*[=+\-@])/g;
// A field starting with a tab or carriage return is escaped too (a spreadsheet may drop it and read what follows).
const ESCAPE_START = /^(?='*[\t\r])/;
const UNESCAPE_START = /^'(?='*[\t\r])/;

/** A plain decimal number ("-123.45", "7", "0.5"): a spreadsheet reads it as a number and runs nothing. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Neutralises every formula a spreadsheet could find in the field, with an apostrophe where the cell would start.
 * An apostrophe already there gets one more, so unescapeFormulas gives back exactly the original text. A field that
 * is a plain number, a loss of "-123.45" among them, stays a number (docs/decisions/905-csv-numbers-stay-numbers.md).
 */
function escapeFormulas(field: string): string {
  if (PLAIN_NUMBER.test(field)) return field;
  return field.replace(ESCAPE_AT, "$1'").replace(ESCAPE_START, "'");
}

/** Reverses escapeFormulas on an imported cell. */
export function unescapeFormulas(cell: string): string {
  return cell.replace(UNESCAPE_START, "").replace(UNESCAPE_AT, "$1");
}

/** A CSV document with a header row; null and undefined become empty cells. Every CSV the server sends is made here. */
export function toCsv<T extends Record<string, unknown>>(columns: readonly (keyof T & string)[], rows: T[]): string {
  const body = rows.map((r) =>
    columns.map((c) => escapeFormulas(r[c] === null || r[c] === undefined ? "" : String(r[c]))),
  );
  return stringify([columns as string[], ...body], { quoted_match: /[,;\t"\r\n]/ });
}

/** One row of a CSV file: its cells and the file line it starts on (the first line is 1). */
export type CsvRow = { line: number; cells: string[] };

const CHUNK_BYTES = 16 * 1024;
const ROWS_PER_TURN = 100;

/** A file in memory as a stream of small chunks, each in its own turn of the event loop. */
async function* chunksOf(file: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < file.length; at += CHUNK_BYTES) {
    if (at) await nextTurn();
    yield file.subarray(at, at + CHUNK_BYTES);
  }
}

/**
 * Reads a CSV file (an upload's buffer, or any stream of its bytes) row by row: the header row first, then at
 * most `maxRows` more. Parsing and the caller's work on each row run in short turns with the event loop given
 * back between them. Refuses the file with a ValidationError as soon as it passes `maxRows`, when it is not
 * valid CSV, or when a cell holds a NUL character (PostgreSQL cannot store one in text). A UTF-8 byte order mark
 * is dropped, cells are trimmed and empty lines skipped. Stopping early (break, throw) stops reading the file.
 */
export async function* readCsv(file: Buffer | Readable, { maxRows }: { maxRows: number }): AsyncGenerator<CsvRow> {
  // Rows end at CRLF, LF or CR in any mix (csv-parse would take the first line's ending for the whole file).
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  });
  // A source error or an early stop reaches the loop below through the parser; nothing to do in the callback.
  pipeline(Buffer.isBuffer(file) ? Readable.from(chunksOf(file)) : file, parser, () => {});
  const limit = maxRows.toLocaleString("en-US");
  let count = 0;
  let linesBefore = 0; // lines taken by the rows read so far (a quoted cell may span lines)
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      if (++count > maxRows + 1)
        throw new ValidationError(`The file has more than ${limit} rows; an import takes at most ${limit}.`);
      // Counted here: csv-parse's own info.lines counts a CRLF inside quotes as two lines.
      const line = 1 + linesBefore + info.empty_lines;
      linesBefore += 1 + record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      if (record.some((cell) => cell.includes("\u0000"))) {
        const message = `Line ${line} contains a NUL character, which is not text: save the file as a CSV (UTF-8) and try again.`;
        throw new ValidationError(message, [{ path: `line.${line}`, message }]);
      }
      if (count % ROWS_PER_TURN === 0) await nextTurn();
      yield { line, cells: record };
    }
  } catch (err) {
    if (err instanceof CsvError) throw new ValidationError(`The file is not valid CSV: ${err.message}`);
    throw err;
  } finally {
    parser.destroy();
  }
}
