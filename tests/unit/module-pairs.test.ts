/**
 * docs/architecture.md names every pair of server modules that talk (each through the other's front door,
 * docs/decisions/840-module-front-doors.md). The pairs are read from dependency-cruiser's own output, so the page
 * cannot claim fewer, or other, pairs than the code has.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

type Cruised = { modules: { source: string; dependencies: { resolved: string }[] }[] };

function pairsInCode(): string[] {
  const out = execFileSync(
    path.join(ROOT, "node_modules/.bin/depcruise"),
    ["server/modules", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
  const pairs = new Set<string>();
  for (const { source, dependencies } of (JSON.parse(out.toString()) as Cruised).modules) {
    const from = moduleOf(source);
    for (const { resolved } of dependencies) {
      const to = moduleOf(resolved);
      if (from && to && from !== to) pairs.add(`${from} -> ${to}`);
    }
  }
  return [...pairs].sort();
}

/** The section "Modules that talk": its count in words or digits, and a list item `a` -> `b` per pair. */
function pairsInDoc(): { count: number; pairs: string[] } {
  const doc = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const section = /## Modules that talk\n([\s\S]*?)(?=\n## |$)/.exec(doc)?.[1] ?? "";
  const count = Number(/(\d+) module pairs talk/.exec(section)?.[1] ?? NaN);
  const pairs = [...section.matchAll(/^- `([a-z-]+)` -> `([a-z-]+)`/gm)].map((m) => `${m[1]} -> ${m[2]}`).sort();
  return { count, pairs };
}

describe("docs/architecture.md on modules that talk", () => {
  it("names exactly the module pairs dependency-cruiser finds, and counts them right", () => {
    const code = pairsInCode();
    expect(pairsInDoc()).toEqual({ count: code.length, pairs: code });
  }, 60_000);
});
