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

describe("SQL in the server", () => {
  it("no service runs a statement of its own", () => {
    const found = server
      .filter((f) => f.endsWith(".service.ts"))
      .flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .map((line, i) => ({ f, line, i }))
          .filter(({ line }) => /\.query(<[^>]*>)?\(|\bdb\.execute\(/.test(line))
          .map(({ f, line, i }) => `${f}:${i + 1}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it("no service builds a query with the ORM or imports its operators", () => {
    const builder =
      /^\s*\.(from|returning|onConflictDoUpdate|onConflictDoNothing)\(|\b(db|tx)\.(select|selectDistinct|insert|update|delete)\(|from "drizzle-orm"/;
    const found = server
      .filter((f) => f.endsWith(".service.ts"))
      .flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .map((line, i) => ({ f, line, i }))
          .filter(({ line }) => builder.test(line))
          .map(({ f, line, i }) => `${f}:${i + 1}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it("a raw transaction is opened only by inTransaction", () => {
    const found = server
      .filter((f) => f !== path.join("server", "db", "transaction.ts"))
      .flatMap((f) =>
        readFileSync(f, "utf8")
          .split("\n")
          .map((line, i) => ({ f, line, i }))
          .filter(({ line }) => /query\(\s*["'`]begin/i.test(line))
          .map(({ f, i }) => `${f}:${i + 1}`),
      );
    expect(found).toEqual([]);
  });
});
