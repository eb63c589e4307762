/**
 * Backups of the embedded database (docs/decisions/1650-embedded-backups-through-the-running-process.md,
 * docs/operations.md#backups). The process that runs PGlite is the only one that may read its data folder while it
 * runs: it listens on a Unix socket beside the data (owner-only, no network), and `npm run backup` asks it for a
 * copy. The copy is PGlite's own dump of its data folder, taken under PGlite's query lock between two wire
 * messages, so it is one instant of the database (a transaction open at that instant is rolled back on restore,
 * as after a crash). With no process running, the backup opens the folder itself.
 *
 * A backup file is a zip: `pglite.tar` (the data folder), the secrets the server keeps in DATA_DIR (session,
 * buyer-key and two-factor keys: without the last, restored two-factor secrets could not be read) and
 * `backup.json` (format and time). The data folder's format is PGlite's (pinned: docs/decisions/002-embedded-postgres.md).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { strFromU8, strToU8, unzip, zip, type Zippable } from "fflate";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const BACKUP_FORMAT = "hustleforge-embedded-backup";
const FORMAT_VERSION = 1;
/** The PGlite data folder inside DATA_DIR (server/db/open.ts). */
export const PGLITE_DIR = "pglite";
const SOCKET_FILE = "backup.sock";
/** Unix socket paths are limited to 104-108 bytes depending on the system. */
const MAX_SOCKET_PATH = 100;

/** Where the running process answers backup requests for `dataDir`: in it, or in the temp folder when too long. */
export function backupSocketPath(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const inside = path.join(dir, SOCKET_FILE);
  if (inside.length <= MAX_SOCKET_PATH) return inside;
  const hash = crypto.createHash("sha256").update(dir).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `hustleforge-${hash}.sock`);
}

/** What the channel can dump: the PGlite instance of this process. */
type Dumpable = Pick<PGlite, "dumpDataDir">;

/** The data folder as a tar, taken under PGlite's query lock (no statement runs while it is read). */
async function dumpTar(db: Dumpable): Promise<Uint8Array> {
  const blob = await db.dumpDataDir("none");
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * Answers backup requests on the data folder's socket for as long as the process runs. A stale socket file left by
 * a process that died is replaced; a live one (another process on the same folder) is left alone and reported.
 */
export async function serveBackups(
  db: Dumpable,
  dataDir: string,
  logger: { warn: (obj: object, msg: string) => void },
): Promise<{ close: () => Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  if (await answers(socketPath)) {
    logger.warn({ socketPath }, "another process answers backups for this data folder: two processes on one folder");
    return { close: async () => undefined };
  }
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.once("data", (chunk) => {
      if (chunk.toString("utf8").trim() !== "backup") {
        socket.end(`${JSON.stringify({ ok: false, message: "unknown request" })}\n`);
        return;
      }
      const started = performance.now();
      dumpTar(db).then(
        (tar) => {
          const lockedMs = Math.round(performance.now() - started);
          socket.write(`${JSON.stringify({ ok: true, bytes: tar.byteLength, lockedMs })}\n`);
          socket.end(tar);
        },
        (err: unknown) => socket.end(`${JSON.stringify({ ok: false, message: String(err) })}\n`),
      );
    });
    socket.on("error", () => socket.destroy());
  });
  // Owner only: the socket hands out the whole database, like the data folder itself.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** True when a process listens on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Asks the running process for its data folder; null when no process answers on the socket. */
function requestTar(socketPath: string): Promise<{ tar: Uint8Array; lockedMs: number } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once("connect", () => {
      connected = true;
      socket.write("backup\n");
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolve(null);
      else reject(err);
    });
    socket.once("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const head = JSON.parse(all.subarray(0, newline).toString("utf8")) as
        { ok: true; bytes: number; lockedMs: number } | { ok: false; message: string };
      if (!head.ok) return reject(new Error(`the running server could not dump its database: ${head.message}`));
      const body = all.subarray(newline + 1);
      if (body.byteLength !== head.bytes)
        return reject(new Error(`the backup was cut short (${body.byteLength} of ${head.bytes} bytes)`));
      resolve({ tar: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), lockedMs: head.lockedMs });
    });
  });
}

/** The secrets the server made and kept in DATA_DIR (top-level files; the socket is not a file). */
function keptFiles(dataDir: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  if (!fs.existsSync(dataDir)) return files;
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true }))
    if (entry.isFile()) files[entry.name] = fs.readFileSync(path.join(dataDir, entry.name));
  return files;
}

const zipAsync = (files: Zippable) =>
  new Promise<Uint8Array>((resolve, reject) =>
    zip(files, { level: 6 }, (err, out) => (err ? reject(err) : resolve(out))),
  );
const unzipAsync = (data: Uint8Array) =>
  new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(data, (err, out) => (err ? reject(err) : resolve(out))),
  );

export type BackupResult = {
  file: string;
  bytes: number;
  from: "running server" | "data folder";
  ms: number;
  /** How long the running server held its database still for the copy (ms). */
  lockedMs?: number;
};

/**
 * Writes a backup of the embedded database under `dataDir` to `file` (refused when it exists): from the running
 * server when one answers, else from the folder itself. Written to a temporary name first, so a failed backup
 * never leaves a file that looks whole.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  const started = performance.now();
  if (fs.existsSync(file)) throw new BackupError(`${file} exists: choose a new file name.`);
  const answer = await requestTar(backupSocketPath(dataDir));
  let tar = answer?.tar;
  const from = answer ? "running server" : "data folder";
  if (!tar) {
    const folder = path.join(dataDir, PGLITE_DIR);
    if (!fs.existsSync(path.join(folder, "PG_VERSION")))
      throw new BackupError(`No embedded database in ${path.resolve(folder)}: nothing to back up.`);
    const db = await PGlite.create({ dataDir: path.resolve(folder) });
    try {
      tar = await dumpTar(db);
    } finally {
      await db.close();
    }
  }
  const meta = {
    format: BACKUP_FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    from,
  };
  const files: Zippable = { "backup.json": strToU8(JSON.stringify(meta, null, 2)), [`${PGLITE_DIR}.tar`]: tar };
  for (const [name, data] of Object.entries(keptFiles(dataDir))) files[`data-dir/${name}`] = data;
  const out = await zipAsync(files);
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, out, { mode: 0o600 });
  fs.renameSync(partial, file);
  return { file, bytes: out.byteLength, from, ms: performance.now() - started, lockedMs: answer?.lockedMs };
}

/** A refusal the command line prints as it is (exit code 1), not as a crash. */
export class BackupError extends Error {}

/** `target`: the data folder, or the database's name (never its URL, which may hold a password). */
export type RestoreResult = { target: string; users: number; tables: number; ms: number };

/**
 * Restores a backup into `dataDir`, which must be missing or empty (a restore never mixes with or replaces data).
 * PGlite starts on the restored folder once (recovering an instant taken mid-transaction) and is shut down cleanly.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<RestoreResult> {
  const started = performance.now();
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new BackupError(
      `${path.resolve(dataDir)} is not empty: restore only into an empty data folder (set DATA_DIR to a new one).`,
    );
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let entries: Record<string, Uint8Array>;
  try {
    entries = await unzipAsync(new Uint8Array(fs.readFileSync(file)));
  } catch {
    throw new BackupError(`${file} is not a HustleForge backup (not a zip file).`);
  }
  const meta = entries["backup.json"] ? (JSON.parse(strFromU8(entries["backup.json"])) as { format?: string }) : {};
  const tar = entries[`${PGLITE_DIR}.tar`];
  if (meta.format !== BACKUP_FORMAT || !tar) throw new BackupError(`${file} is not a HustleForge backup.`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const [name, data] of Object.entries(entries))
    if (name.startsWith("data-dir/") && !name.slice(9).includes("/"))
      fs.writeFileSync(path.join(dataDir, name.slice(9)), data, { mode: 0o600 });
  const db = await PGlite.create({
    dataDir: path.resolve(dataDir, PGLITE_DIR),
    loadDataDir: new Blob([tar.slice()], { type: "application/x-tar" }),
  });
  try {
    const users = await db.query<{ n: number }>("select count(*)::int as n from users");
    const tables = await db.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return {
      target: path.resolve(dataDir),
      users: users.rows[0].n,
      tables: tables.rows[0].n,
      ms: performance.now() - started,
    };
  } finally {
    await db.close();
  }
}

/** Runs a PostgreSQL client program; its error output becomes the error. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (err) =>
      reject(new BackupError(`${command} could not run (${err.message}): install the PostgreSQL client tools.`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

/** A PostgreSQL server: `pg_dump --format=custom`, one snapshot of the database while the app runs. */
export async function backupServer(url: string, file: string): Promise<BackupResult> {
  const started = performance.now();
  if (fs.existsSync(file)) throw new BackupError(`${file} exists: choose a new file name.`);
  const partial = `${file}.partial-${process.pid}`;
  try {
    await runTool("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, `--dbname=${url}`]);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, from: "running server", ms: performance.now() - started };
}

/** Restores a `pg_dump` file into the database at `url`, which must hold no table yet. */
export async function restoreServer(file: string, url: string): Promise<RestoreResult> {
  const started = performance.now();
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0)
      throw new BackupError(
        `The database is not empty (${rows[0].n} tables): restore only into a new database (createdb, then DATABASE_URL).`,
      );
    await runTool("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${url}`, file]);
    const users = await client.query<{ n: number }>("select count(*)::int as n from users");
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return {
      target: new URL(url).pathname.slice(1),
      users: users.rows[0].n,
      tables: tables.rows[0].n,
      ms: performance.now() - started,
    };
  } finally {
    await client.end();
  }
}
