/**
 * An import's uploaded file in `import_files`, kept in parts of 256 KB, each written and read by a statement of its
 * own (docs/decisions/1045-fair-imports.md). One statement of 19 MB took 4 s on the embedded database and held
 * its one connection that long (others' requests waited, and under load it passed the read timeout); a part takes
 * a few milliseconds, so other requests and jobs get the connection between two parts.
 */
import type pg from "pg";

const FILE_PART_BYTES = 256 * 1024;

/** Writes the file's parts; a part already there (a repeated call) is left alone. Returns nothing. */
export async function storeImportFile(pool: pg.Pool, importId: number, content: Buffer): Promise<void> {
  for (let part = 0, at = 0; part === 0 || at < content.length; part++, at += FILE_PART_BYTES) {
    const slice = content.subarray(at, at + FILE_PART_BYTES);
    await pool.query(
      `insert into import_files (import_id, part, content, byte_size) values ($1, $2, $3, $4) on conflict do nothing`,
      [importId, part, slice, slice.length],
    );
  }
}

/** Returns the stored file, put together from its parts; null when none is stored (finished, swept or undone). */
export async function readImportFile(pool: pg.Pool, importId: number): Promise<Buffer | null> {
  const { rows } = await pool.query<{ part: number }>(
    `select part from import_files where import_id = $1 order by part`,
    [importId],
  );
  if (!rows.length) return null;
  const parts: Buffer[] = [];
  for (const { part } of rows) {
    const found = await pool.query<{ content: Buffer }>(
      `select content from import_files where import_id = $1 and part = $2`,
      [importId, part],
    );
    const content = found.rows[0]?.content;
    if (!content) return null; // removed while it was read
    parts.push(content);
  }
  return Buffer.concat(parts);
}
