/**
 * Repositories own SQL (docs/decisions/861-repositories-own-sql.md): outside `*.repository.ts` files and the shared
 * data layers named below, no server file runs a statement, neither by hand nor through the ORM's query builder; a
 * service does not even import the ORM; and a raw transaction is opened only by `inTransaction` in
 * server/db/transaction.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}
const server = files("server");
const services = server.filter((f) => f.endsWith(".service.ts"));

/**
 * The shared data layers of decision 861, each with why it is not a module's repository: they are read by several
 * modules, or they are about the database itself.
 */
const DATA_LAYERS: Record<string, string> = {
  "server/orders/":
    "orders, their lines and rollups: written by imports, sales and syncs, read by the P&L and analytics",
  "server/db/": "the connection, migrations, the transaction helper and the embedded database's upkeep",
  "server/jobs/": "the job queue's own tables (claim, finish, retry)",
  "server/ops/": "backups, readiness, metrics and warm-up: statements about the database itself",
  "server/http/rate-limit.ts": "the rate limiter's store, one statement per check, shared by every process",
};
const isDataLayer = (f: string) =>
  Object.keys(DATA_LAYERS).some((prefix) => f.split(path.sep).join("/").startsWith(prefix));
const outsideRepositories = server.filter((f) => !f.endsWith(".repository.ts") && !isDataLayer(f));

/** Every line of these files that matches, as `file:line: text`. */
const linesMatching = (paths: string[], pattern: RegExp) =>
  paths.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, i }) => `${f}:${i + 1}: ${line.trim()}`),
  );

describe("SQL in the server", () => {
  it("no service runs a statement of its own", () => {
    expect(linesMatching(services, /\.query(<[^>]*>)?\(|\bdb\.execute\(/)).toEqual([]);
  });

  it("no service builds a query with the ORM or imports its operators", () => {
    const builder =
      /^\s*\.(from|returning|onConflictDoUpdate|onConflictDoNothing)\(|\b(db|tx)\.(select|selectDistinct|insert|update|delete)\(|from "drizzle-orm"/;
    expect(linesMatching(services, builder)).toEqual([]);
  });

  it("no file outside the repositories and the shared data layers runs a statement or builds one", () => {
    const statement =
      /\.query(<[^>]*>)?\(|\.execute(<[^>]*>)?\(|\bsql`|^\s*\.(from|returning|onConflictDoUpdate|onConflictDoNothing)\(|\b(db|tx)\.(select|selectDistinct|insert|update|delete)\(/;
    expect(linesMatching(outsideRepositories, statement)).toEqual([]);
  });

  it("each shared data layer exists", () => {
    const missing = Object.keys(DATA_LAYERS).filter(
      (prefix) => !server.some((f) => f.split(path.sep).join("/").startsWith(prefix)),
    );
    expect(missing).toEqual([]);
  });

  it("a raw transaction is opened only by inTransaction", () => {
    const others = server.filter((f) => f !== path.join("server", "db", "transaction.ts"));
    expect(linesMatching(others, /query\(\s*["'`]begin/i)).toEqual([]);
  });
});
