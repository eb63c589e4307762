/**
 * Imports: a dry run that reads the file and writes nothing, an import that stores the file and queues its job,
 * the list, and undo (docs/product-rules.md#one-table-for-every-sale, docs/decisions/1003-imports-api.md).
 */
import crypto from "node:crypto";
import type pg from "pg";
import {
  IMPORT_MAX_ROWS,
  columnMappingSchema,
  type ColumnMapping,
  type FormatId,
  type ImportPreview,
  type ImportSummary,
  type SamplePreview,
} from "../../../shared/contracts/imports";
import type { ImportRow } from "../../../shared/schema";
import { AppError, ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import type { JobQueue } from "../../jobs/queue";
import { ImportFileError, readImportTable, type ParsedImport } from "./formats";
import { parseOffThread } from "./parse-off-thread";
import { normaliseColumn } from "./formats/detect";
import { IMPORT_JOB, SOURCE_OF, importJobKey, type ImportJobData } from "./imports.job";
import { queuePriority } from "./imports.limits";
import { createUndoMarks } from "./import-queue.repository";
import { defineImportUndo, queueUndo, UNDO_INLINE_ROWS } from "./imports.undo";
import type { ImportsRepository } from "./imports.repository";
import { SAMPLE_FILES, readSampleFiles } from "./samples";

export type ImportRequest = {
  userId: number;
  fileName: string;
  content: Buffer;
  source?: FormatId;
  /** The `mapping` form field as sent (JSON text). */
  mappingText?: string;
  skipBadRows: boolean;
};

/** The sample import's name in the list of imports. */
const SAMPLES_NAME = "Sample files (a candle shop)";

/** What the file's first bytes are enough for: its header, which tells the format (the rest is the job's). */
const HEAD_BYTES = 256 * 1024;

/** The key of a header row, case and spacing ignored: a saved mapping is offered for the same columns. */
export function headerKey(columns: readonly string[]): string {
  return crypto.createHash("sha256").update(columns.map(normaliseColumn).join("\u0001")).digest("hex");
}

function parseMapping(text: string | undefined): ColumnMapping | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError("The mapping could not be read: send it as JSON, column by field.");
  }
  const result = columnMappingSchema.safeParse(json);
  if (!result.success) {
    // Each problem beside the field of the mapping it names, as the request checker words them (mapping.<field>).
    const details = result.error.issues.map((i) => ({ path: ["mapping", ...i.path].join("."), message: i.message }));
    throw new ValidationError(details[0]?.message ?? "The mapping is not valid", details);
  }
  return result.data;
}

/** A file that cannot be read as a whole, as the answer the person sees. */
function fileProblem(err: ImportFileError): AppError {
  if (err.code === "too_many_rows") return new AppError(413, "payload_too_large", err.message);
  if (err.code === "unknown_format")
    return new ValidationError(`${err.message}. Its columns: ${(err.columns ?? []).join(", ")}.`, {
      unmappedColumns: err.columns ?? [],
      columns: err.columns ?? [],
    });
  return new ValidationError(err.message, { columns: err.columns ?? [] });
}

/** The mapping as the preview shows it: field → column (or date format, or currency). */
const mappingRecord = (mapping: ColumnMapping): Record<string, string> =>
  Object.fromEntries(Object.entries(mapping).filter((e): e is [string, string] => typeof e[1] === "string"));

const MAPPED_FIELDS = [
  "date",
  "orderId",
  "product",
  "sku",
  "quantity",
  "unitPrice",
  "customer",
  "fees",
  "shipping",
  "refund",
  "currency",
] as const;

const emptySummary = (rows: number): ImportSummary => ({
  rows,
  orders: 0,
  lines: 0,
  expenses: 0,
  costs: 0,
  from: null,
  to: null,
  currencies: [],
  totals: [],
});

export function createImportsService(deps: { repo: ImportsRepository; jobs: JobQueue; pool: pg.Pool }) {
  const { repo, jobs, pool } = deps;
  const undoMarks = createUndoMarks(pool);
  defineImportUndo(jobs, repo, undoMarks);

  /**
   * Reads the file as the person asked: their format, their mapping, else the detected format, else the mapping
   * they saved for these columns. Throws the answer for a file that cannot be read.
   */
  async function read(
    userId: number,
    content: Buffer,
    source: FormatId | undefined,
    mapping: ColumnMapping | undefined,
  ): Promise<{
    parsed: ParsedImport;
    summary: ImportSummary | null;
    mapping: ColumnMapping | undefined;
    header: string[];
  }> {
    try {
      const { parsed, summary } = await parseOffThread(content, { format: source, mapping });
      return { parsed, summary, mapping, header: await headerOf(content, source, mapping) };
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err;
      if (err.code === "unknown_format" && !mapping && err.columns) {
        const saved = columnMappingSchema.safeParse(await repo.savedMapping(userId, headerKey(err.columns)));
        if (saved.success) return read(userId, content, "csv", saved.data);
      }
      throw fileProblem(err);
    }
  }

  /** The header row (the format layer has it; read again from the file's head, cheaply). */
  async function headerOf(
    content: Buffer,
    source: FormatId | undefined,
    mapping: ColumnMapping | undefined,
  ): Promise<string[]> {
    const { table } = await readImportTable(head(content), { format: source, mapping, maxRows: IMPORT_MAX_ROWS });
    return table.header;
  }

  /** The file's first bytes, cut at a line end. */
  function head(content: Buffer): Buffer {
    if (content.length <= HEAD_BYTES) return content;
    const slice = content.subarray(0, HEAD_BYTES);
    const end = slice.lastIndexOf(0x0a);
    return end > 0 ? slice.subarray(0, end + 1) : slice;
  }

  async function preview(request: ImportRequest): Promise<ImportPreview> {
    const { parsed, summary, mapping, header } = await read(
      request.userId,
      request.content,
      request.source,
      parseMapping(request.mappingText),
    );
    const mappedColumns = new Set(
      mapping
        ? MAPPED_FIELDS.map((f) => mapping[f])
            .filter((c): c is string => Boolean(c))
            .map(normaliseColumn)
        : [],
    );
    const unmappedColumns = parsed.format === "csv" ? header.filter((c) => !mappedColumns.has(normaliseColumn(c))) : [];
    const common = {
      source: parsed.format,
      errors: parsed.errors,
      skipped: parsed.skipped,
      warnings: parsed.warnings,
      mapping: mapping ? mappingRecord(mapping) : null,
      unmappedColumns,
      columns: header,
    };
    if (parsed.kind === "products")
      return {
        ...common,
        ...emptySummary(parsed.rows),
        products: parsed.products.length,
        duplicates: 0,
        costsWaiting: 0,
      };
    const source = SOURCE_OF[parsed.format];
    const orders = source
      ? await repo.countExisting(
          request.userId,
          source,
          parsed.orders.map((o) => o.externalId),
        )
      : 0;
    // A statement's or ad report's rows already imported, and its costs whose orders are not in yet.
    const statement = await repo.countStatementRows(request.userId, parsed.costs, source ? [] : parsed.expenses);
    if (!summary) throw new Error("An orders file was read without its summary");
    return {
      ...common,
      ...summary,
      products: 0,
      duplicates: orders + statement.duplicates,
      costsWaiting: statement.waiting,
    };
  }

  /**
   * Queues the import's job: one of a person's jobs runs at a time, and their first runs before anyone's second
   * (docs/decisions/1045-fair-imports.md).
   */
  async function enqueue(row: ImportRow): Promise<{ id: number; status: ImportRow["status"] }> {
    await jobs.send<ImportJobData>(
      IMPORT_JOB,
      { importId: row.id },
      { priority: await queuePriority(pool, row.userId, row.id), singletonKey: importJobKey(row.userId) },
    );
    return { id: row.id, status: row.status };
  }

  /**
   * Stores the file and queues its job. Only the file's head is read here (its header tells the format and
   * whether the mapping fits); the job reads the whole file, off the request.
   */
  async function start(request: ImportRequest) {
    const given = parseMapping(request.mappingText);
    let format = request.source ?? (given ? "csv" : undefined);
    let mapping = given;
    let header: string[] = [];
    try {
      const read = await readImportTable(head(request.content), { format, mapping, maxRows: IMPORT_MAX_ROWS });
      format = read.format;
      header = read.table.header;
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err;
      const saved =
        err.code === "unknown_format" && !mapping && err.columns
          ? columnMappingSchema.safeParse(await repo.savedMapping(request.userId, headerKey(err.columns)))
          : null;
      if (saved?.success) {
        format = "csv";
        mapping = saved.data;
      } else if (err.code !== "invalid_csv" || request.content.length <= HEAD_BYTES) throw fileProblem(err);
      // A cut inside a quoted cell at the head's end: the job reads the whole file and says what is wrong.
      format ??= "csv";
    }
    if (format === "csv" && mapping && header.length)
      await repo.saveMapping(request.userId, headerKey(header), mapping);
    const row = await repo.create({
      userId: request.userId,
      format: format ?? "csv",
      fileName: request.fileName,
      skipBadRows: request.skipBadRows,
      mapping: format === "csv" ? (mapping ?? null) : null,
      content: request.content,
    });
    return enqueue(row);
  }

  /**
   * The shipped sample files as ONE import and one job, marked as samples: its orders, expenses and the items it
   * creates are shown as samples and removed together (docs/decisions/1040-sample-data-marked.md).
   */
  async function importSamples(userId: number) {
    const row = await repo.createSample({ userId, format: SAMPLE_FILES[0].format, fileName: SAMPLES_NAME });
    if (!row)
      throw new ConflictError("The sample files are already in your account: remove them first to import them again.");
    return enqueue(row);
  }

  /** What each sample file holds, read as a dry run: nothing is stored. */
  async function previewSamples(): Promise<SamplePreview> {
    const files: SamplePreview["files"] = [];
    for (const file of await readSampleFiles()) {
      const { parsed, summary } = await parseOffThread(file.content, { format: file.format, mapping: file.mapping });
      const { errors, warnings } = parsed;
      files.push(
        parsed.kind === "products"
          ? {
              fileName: file.fileName,
              source: parsed.format,
              ...emptySummary(parsed.rows),
              products: parsed.products.length,
              errors,
              warnings,
            }
          : { fileName: file.fileName, source: parsed.format, ...summary!, products: 0, errors, warnings },
      );
    }
    return { files };
  }

  return {
    preview,
    start,
    importSamples,
    previewSamples,
    removeSamples: (userId: number) => repo.removeSamples(userId),
    async get(userId: number, id: number): Promise<ImportRow> {
      const row = await repo.find(userId, id);
      if (!row) throw new NotFoundError("This import does not exist.");
      return row;
    },
    list: (userId: number) => repo.list(userId),
    /**
     * Undo: an ended import of more than UNDO_INLINE_ROWS rows is marked and undone by a job (it answers at once and
     * shows as undoing until it is gone); a smaller one, or one still queued or running, is removed here
     * (docs/decisions/1056-undo-of-a-large-import-is-a-job.md). Asked again while its job runs, nothing more is done.
     */
    async remove(userId: number, id: number): Promise<void> {
      const row = await repo.find(userId, id);
      if (!row) throw new NotFoundError("This import does not exist.");
      if (row.undoQueuedAt) return;
      if (row.rowsTotal > UNDO_INLINE_ROWS && (row.status === "done" || row.status === "failed")) {
        if (await undoMarks.mark(userId, id)) await queueUndo(jobs, undoMarks, { userId, importId: id });
        return;
      }
      if (!(await repo.remove(userId, id))) throw new NotFoundError("This import does not exist.");
    },
  };
}
