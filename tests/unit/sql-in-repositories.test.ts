/**
 * Repositories own SQL (docs/decisions/861-repositories-own-sql.md): a service never runs a statement, neither by
 * hand nor through the ORM's query builder, and a raw transaction is opened only by `inTransaction` in
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

  it("a raw transaction is opened only by inTransaction", () => {
    const others = server.filter((f) => f !== path.join("server", "db", "transaction.ts"));
    expect(linesMatching(others, /query\(\s*["'`]begin/i)).toEqual([]);
  });
});
