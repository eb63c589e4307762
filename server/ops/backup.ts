/**
 * Backups of the embedded database (docs/decisions/1650-embedded-backups-through-the-running-process.md,
 * docs/operations.md#backups). The process that runs PGlite is the only one that may read its data folder while it
 * runs: it listens on a Unix socket beside the data (owner-only, no network), and `npm run backup` asks it for a
 * copy. The server copies the folder while PGlite runs no statement (its query lock, taken between two wire
 * messages), so the copy is one instant of the database (a transaction open at that instant is rolled back on
 * restore, as after a crash). With no process running, the backup packs the folder itself.
 *
 * A backup file is a gzipped tar (`tar tzf` lists it): `backup.json` (format and time), `pglite/...` (the data
 * folder) and `data-dir/...`, the secrets the server keeps in DATA_DIR (session, buyer-key and two-factor keys:
 * without the last, restored two-factor secrets could not be read). The data folder's format is PGlite's (pinned:
 * docs/decisions/002-embedded-postgres.md).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const BACKUP_FORMAT = "hustleforge-embedded-backup";
const FORMAT_VERSION = 1;
/** The PGlite data folder inside DATA_DIR (server/db/open.ts). */
const PGLITE_DIR = "pglite";
const SOCKET_FILE = "backup.sock";
/** Copies of the data folder the running server makes for a backup, inside DATA_DIR. */
const COPY_PREFIX = "backup-copy-";
const KEPT_PREFIX = "data-dir/";
/** Unix socket paths are limited to 104-108 bytes depending on the system. */
const MAX_SOCKET_PATH = 100;

/** Where the running process answers backup requests for `dataDir`: in it, or in the temp folder when too long. */
function backupSocketPath(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const inside = path.join(dir, SOCKET_FILE);
  if (inside.length <= MAX_SOCKET_PATH) return inside;
  const hash = crypto.createHash("sha256").update(dir).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `hustleforge-${hash}.sock`);
}

/** What the channel copies under: the PGlite instance of this process, whose query lock stops every statement. */
type Lockable = Pick<PGlite, "runExclusive">;

/**
 * Copies the data folder while PGlite runs no statement. PGlite on Node writes its files straight through to the
 * disk (no cache of its own in between), so the folder is the database at that instant; a file-system copy holds
 * the lock less than half as long as PGlite's `dumpDataDir`, which passes every byte through WebAssembly memory
 * and a tar built in JavaScript (164 MB at load average 20: 3.6 s against 8 s, docs/benchmarks.md#backups).
 */
function copyUnderLock(db: Lockable, folder: string, to: string): Promise<void> {
  return db.runExclusive(async () => fs.cpSync(folder, to, { recursive: true }));
}

/**
 * Answers backup requests on the data folder's socket for as long as the process runs: each request gets the path
 * of a fresh copy of the data folder inside DATA_DIR, which the requester packs and removes. A stale socket file
 * left by a process that died is replaced; a live one (another process on the same folder) is left alone and
 * reported. Copies a backup left behind (it was stopped half-way) are removed at start.
 */
export async function serveBackups(
  db: Lockable,
  dataDir: string,
  logger: { warn: (obj: object, msg: string) => void },
): Promise<{ close: () => Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  if (await answers(socketPath)) {
    logger.warn({ socketPath }, "another process answers backups for this data folder: two processes on one folder");
    return { close: async () => undefined };
  }
  fs.rmSync(socketPath, { force: true });
  for (const entry of fs.readdirSync(dataDir))
    if (entry.startsWith(COPY_PREFIX)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  const server = net.createServer((socket) => {
    socket.once("data", (chunk) => {
      if (chunk.toString("utf8").trim() !== "backup") {
        socket.end(`${JSON.stringify({ ok: false, message: "unknown request" })}\n`);
        return;
      }
      const copy = path.resolve(dataDir, `${COPY_PREFIX}${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
      const started = performance.now();
      copyUnderLock(db, path.resolve(dataDir, PGLITE_DIR), copy).then(
        () => socket.end(`${JSON.stringify({ ok: true, copy, lockedMs: Math.round(performance.now() - started) })}\n`),
        (err: unknown) => {
          fs.rmSync(copy, { recursive: true, force: true });
          socket.end(`${JSON.stringify({ ok: false, message: String(err) })}\n`);
        },
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

/** Asks the running server for a copy of its data folder; null when no process answers on the socket. */
function requestCopy(socketPath: string): Promise<{ copy: string; lockedMs: number } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let reply = "";
    let connected = false;
    socket.once("connect", () => {
      connected = true;
      socket.write("backup\n");
    });
    socket.on("data", (chunk: Buffer) => (reply += chunk.toString("utf8")));
    socket.once("error", (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolve(null);
      else reject(err);
    });
    socket.once("end", () => {
      const head = JSON.parse(reply) as { ok: true; copy: string; lockedMs: number } | { ok: false; message: string };
      if (!head.ok) reject(new Error(`the running server could not copy its database: ${head.message}`));
      else resolve(head);
    });
  });
}

/** One ustar header block for a regular file or, for a name ending in "/", a folder (names up to 100 bytes). */
function tarHeader(name: string, size: number, mtime: number): Buffer {
  const folder = name.endsWith("/");
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the backup: ${name}`);
  const h = Buffer.alloc(512);
  const field = (value: string, offset: number, length: number) => h.write(value, offset, length, "utf8");
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, "0");
  field(name, 0, 100);
  field(octal(folder ? 0o700 : 0o600, 8), 100, 8);
  field(octal(0, 8), 108, 8);
  field(octal(0, 8), 116, 8);
  field(octal(size, 12), 124, 12);
  field(octal(Math.floor(mtime / 1000), 12), 136, 12);
  field("        ", 148, 8);
  field(folder ? "5" : "0", 156, 1);
  field("ustar\u000000", 257, 8);
  let sum = 0;
  for (const byte of h) sum += byte;
  field(`${octal(sum, 7)}\u0000`, 148, 8);
  return h;
}

/**
 * Every folder and regular file under `dir`, as [name in the archive, full path]; folders end in "/" (PostgreSQL
 * needs its empty ones, such as pg_tblspc, to start).
 */
function filesUnder(dir: string, prefix: string, out: [string, string][] = []): [string, string][] {
  out.push([prefix, dir]);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, `${prefix}${entry.name}/`, out);
    else if (entry.isFile()) out.push([`${prefix}${entry.name}`, full]);
  }
  return out;
}

/** Writes `entries` (in-memory or files) as a gzipped tar to `file`, through native zlib. */
async function writeTarGz(file: string, memory: [string, Buffer][], files: [string, string][]): Promise<void> {
  const gzip = zlib.createGzip({ level: 6 });
  const sink = fs.createWriteStream(file, { mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    sink.on("finish", () => resolve());
    sink.on("error", reject);
    gzip.on("error", reject);
  });
  gzip.pipe(sink);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await new Promise((r) => gzip.once("drain", r));
  };
  const pad = (size: number) => Buffer.alloc((512 - (size % 512)) % 512);
  const now = Date.now();
  for (const [name, data] of memory) {
    await write(tarHeader(name, data.byteLength, now));
    await write(Buffer.concat([data, pad(data.byteLength)]));
  }
  for (const [name, full] of files) {
    if (name.endsWith("/")) {
      await write(tarHeader(name, 0, now));
      continue;
    }
    const data = fs.readFileSync(full);
    await write(tarHeader(name, data.byteLength, now));
    await write(Buffer.concat([data, pad(data.byteLength)]));
  }
  gzip.end(Buffer.alloc(1024));
  await done;
}

/** The regular files of a tar by name, and its folders (names ending in "/", empty). */
function readTar(tar: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const text = (offset: number, length: number) => tar.toString("utf8", offset, offset + length).replace(/\0.*$/s, "");
  for (let at = 0; at + 512 <= tar.length;) {
    const name = text(at, 100);
    if (!name) break;
    const size = parseInt(text(at + 124, 12).trim() || "0", 8);
    const type = text(at + 156, 1);
    if (type === "0" || type === "") files.set(name, tar.subarray(at + 512, at + 512 + size));
    else if (type === "5") files.set(name.endsWith("/") ? name : `${name}/`, Buffer.alloc(0));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

export type BackupResult = {
  file: string;
  bytes: number;
  from: "running server" | "data folder";
  ms: number;
  /** How long the running server held its database still for the copy (ms). */
  lockedMs?: number;
};

/**
 * Writes a backup of the embedded database under `dataDir` to `file` (refused when it exists): a copy the running
 * server makes when one answers, else the folder itself (no process has it open). Written to a temporary name
 * first, so a failed backup never leaves a file that looks whole.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  const started = performance.now();
  if (fs.existsSync(file)) throw new BackupError(`${file} exists: choose a new file name.`);
  const folder = path.resolve(dataDir, PGLITE_DIR);
  const answer = await requestCopy(backupSocketPath(dataDir));
  if (!answer && !fs.existsSync(path.join(folder, "PG_VERSION")))
    throw new BackupError(`No embedded database in ${folder}: nothing to back up.`);
  const from = answer ? "running server" : "data folder";
  const partial = `${file}.partial-${process.pid}`;
  try {
    const meta = { format: BACKUP_FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), from };
    const kept = fs
      .readdirSync(dataDir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e): [string, string] => [`${KEPT_PREFIX}${e.name}`, path.join(dataDir, e.name)]);
    await writeTarGz(
      partial,
      [["backup.json", Buffer.from(JSON.stringify(meta, null, 2))]],
      [...filesUnder(answer?.copy ?? folder, `${PGLITE_DIR}/`), ...kept],
    );
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    if (answer) fs.rmSync(answer.copy, { recursive: true, force: true });
  }
  return { file, bytes: fs.statSync(file).size, from, ms: performance.now() - started, lockedMs: answer?.lockedMs };
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
  let entries: Map<string, Buffer>;
  try {
    entries = readTar(await promisify(zlib.gunzip)(fs.readFileSync(file)));
  } catch {
    throw new BackupError(`${file} is not a HustleForge backup (not a gzipped tar).`);
  }
  const metaBytes = entries.get("backup.json");
  const meta = metaBytes ? (JSON.parse(metaBytes.toString("utf8")) as { format?: string }) : {};
  if (meta.format !== BACKUP_FORMAT || !entries.has(`${PGLITE_DIR}/PG_VERSION`))
    throw new BackupError(`${file} is not a HustleForge backup.`);
  const root = path.resolve(dataDir);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  for (const [name, data] of entries) {
    const inFolder = name.startsWith(`${PGLITE_DIR}/`);
    if (!inFolder && !name.startsWith(KEPT_PREFIX)) continue;
    const target = path.resolve(root, inFolder ? name : name.slice(KEPT_PREFIX.length));
    // Names from the file never lead out of the data folder.
    if (!target.startsWith(root + path.sep)) throw new BackupError(`${file}: bad entry ${name}.`);
    if (name.endsWith("/")) {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    fs.writeFileSync(target, data, { mode: 0o600 });
  }
  // Started once on the restored folder: recovery runs now (the copy was an instant, as after a crash), and a
  // clean shutdown leaves it ready for the server.
  const db = await PGlite.create({ dataDir: path.join(root, PGLITE_DIR) });
  try {
    const users = await db.query<{ n: number }>("select count(*)::int as n from users");
    const tables = await db.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return { target: root, users: users.rows[0].n, tables: tables.rows[0].n, ms: performance.now() - started };
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
