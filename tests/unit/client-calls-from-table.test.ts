/**
 * The client calls the API only through the endpoint table (docs/decisions/862-one-endpoint-table.md): no address of
 * the API is written by hand and no answer is typed by hand. Only the request layer (client/src/lib/api-client.ts,
 * endpoint-client.ts) touches `fetch`; everything else names an entry of shared/contracts/endpoints/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

const REQUEST_LAYER = new Set(["client/src/lib/api-client.ts", "client/src/lib/endpoint-client.ts"]);
const sources = files("client/src")
  .filter((f) => !REQUEST_LAYER.has(f))
  .map((f) => ({ f, lines: readFileSync(f, "utf8").split("\n") }));

/** `file:line: text` of every line matching `pattern` outside comments. */
function offending(pattern: RegExp): string[] {
  return sources.flatMap(({ f, lines }) =>
    lines.flatMap((text, i) => {
      const code = text.replace(/\/\/.*$/, "");
      if (/^\s*(\*|\/\*\*)/.test(code)) return [];
      return pattern.test(code) ? [`${f}:${i + 1}: ${text.trim()}`] : [];
    }),
  );
}

describe("client calls", () => {
  it("write no API address by hand", () => {
    expect(offending(/["'`]\/api\//)).toEqual([]);
  });

  it("type no answer by hand and call fetch only in the request layer", () => {
    expect(offending(/\b(getJson|apiJson|apiRequest)\b|\bfetch\(/)).toEqual([]);
  });
});
