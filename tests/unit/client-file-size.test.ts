/**
 * No client file over 400 lines (docs/architecture.md#house-style): a screen that grows past it splits into its
 * parts (its list, its dialogs, its hooks) before it becomes one that nobody can hold in their head.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe("client files", () => {
  it("are at most 400 lines each", () => {
    const long = files("client/src")
      .map((f) => ({ f, lines: readFileSync(f, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > 400)
      .map(({ f, lines }) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
