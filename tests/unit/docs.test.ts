/**
 * The documentation can be followed (docs/decisions/834-docs-in-the-repository.md): every relative link in
 * README.md and docs/ leads to a file, and to a heading when it names one; every docs/ page, anchor or decision
 * record a code comment cites exists; and no code comment cites a document that is not in the repository.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CODE_DIRS = ["client", "server", "shared", "tests", "bench", "scripts"];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, "");
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(fs.readFileSync(file, "utf8"));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with a reference to `target#anchor` (resolved against `fromDir`), or null when it holds. */
function brokenReference(fromDir: string, target: string, anchor: string | undefined, self: string): string | null {
  const file = target === "" ? self : path.resolve(fromDir, decodeURIComponent(target));
  if (!fs.existsSync(file)) return "no such file";
  if (anchor && file.endsWith(".md") && !anchorsOfFile(file).has(anchor)) return `no heading #${anchor}`;
  return null;
}

const markdownFiles = [path.join(ROOT, "README.md"), ...walk(path.join(ROOT, "docs"), (f) => f.endsWith(".md"))];
const codeFiles = [
  ...CODE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), (f) => CODE_FILE.test(f))),
  ...fs
    .readdirSync(ROOT)
    .filter((f) => CODE_FILE.test(f))
    .map((f) => path.join(ROOT, f)),
];

/** The comment lines of a source file with their numbers: a light scan, not a parser (strings are not skipped). */
function commentLinesOf(source: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  const starts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) starts.push(i + 1);
  const lineAt = (index: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const m of source.matchAll(/(^|[\s{(,;])\/\*([\s\S]*?)\*\//g)) {
    const first = lineAt(m.index + m[1].length);
    m[2].split("\n").forEach((text, i) => lines.push({ line: first + i, text }));
  }
  for (const m of source.matchAll(/(^|[\s;,)}\]])\/\/(.*)$/gm))
    lines.push({ line: lineAt(m.index + m[1].length), text: m[2] });
  return lines;
}

const comments = codeFiles.flatMap((file) =>
  commentLinesOf(fs.readFileSync(file, "utf8")).map((c) => ({ ...c, where: `${rel(file)}:${c.line}` })),
);

describe("documentation links", () => {
  it("every relative link in README.md and docs/ leads to a file and heading that exist", () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      const text = withoutCodeBlocks(fs.readFileSync(file, "utf8")).replace(/`[^`\n]*`/g, "");
      for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const link = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // http:, https:, mailto:
        const [target, anchor] = link.split("#");
        const problem = brokenReference(path.dirname(file), target, anchor, file);
        if (problem) broken.push(`${rel(file)}: ${link} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the product rules keep the headings that code comments cite", () => {
    const anchors = anchorsOfFile(path.join(ROOT, "docs/product-rules.md"));
    for (const anchor of ["api-contract", "plans-and-limits", "streaming", "computed-numbers"])
      expect(anchors, anchor).toContain(anchor);
  });
});

describe("citations in code comments", () => {
  it("every docs/ page, anchor and decision record a comment cites exists", () => {
    const records = fs
      .readdirSync(path.join(ROOT, "docs/decisions"))
      .map((f) => /^\d+/.exec(f)?.[0])
      .filter((n) => n !== undefined);
    const broken: string[] = [];
    for (const { where, text } of comments) {
      // A page, optionally with anchors: docs/product-rules.md#streaming, #jobs
      for (const m of text.matchAll(/\bdocs\/[\w./-]*\w((?:#[\w-]+)(?:, #[\w-]+)*)?/g)) {
        const target = m[0].split("#")[0];
        if (/^docs\/decisions\/\d{3,4}$/.test(target)) {
          if (!records.includes(target.slice("docs/decisions/".length)))
            broken.push(`${where}: ${m[0]} (no such record)`);
          continue;
        }
        for (const anchor of m[1] ? m[1].split(", ").map((a) => a.slice(1)) : [undefined]) {
          const problem = brokenReference(ROOT, target, anchor, "");
          if (problem) broken.push(`${where}: ${m[0]} (${problem})`);
        }
      }
      for (const m of text.matchAll(/\bdecisions?(?: records?)? (\d{3,4}(?:(?:, | and | or )\d{3,4})*)\b/gi))
        for (const n of m[1].match(/\d{3,4}/g) ?? [])
          if (!records.includes(n)) broken.push(`${where}: decision ${n} (no such record)`);
    }
    expect(broken).toEqual([]);
  });

  it("no comment cites a document outside the repository", () => {
    const outside = [
      /\bD(?:1[0-8]|[1-9])\b/, // a product decision by its old number: cite docs/product-rules.md#<anchor>
      /\bissues? #?\d+/i,
      /\bthe issue\b/i,
      /\bspec(?:ification)?(?:'s)?\s+sections?\b/i,
      /\b(?:platform|tools)\s+spec(?:ification)?\b/i,
      /\bshared\/(?:docs|spec)\b/,
      /\b(?:platform|tools|decisions)\.md\b/,
      /\.\.\/spec\//,
    ];
    const found = comments
      .filter(({ text }) => outside.some((pattern) => pattern.test(text)))
      .map(({ where, text }) => `${where}: ${text.trim()}`);
    expect(found).toEqual([]);
  });
});

describe("test names", () => {
  it("say what they check, not which issue asked for it", () => {
    const titles = codeFiles
      .filter((file) => rel(file).startsWith("tests/"))
      .flatMap((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(/\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*["'`]([^"'`]*)/g)]
          .filter((m) => /\bthe issue\b|\bissue \d+/i.test(m[1]))
          .map((m) => `${rel(file)}: ${m[1]}`),
      );
    expect(titles).toEqual([]);
  });
});

describe("decision records", () => {
  const dir = path.join(ROOT, "docs/decisions");
  const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
  const rows = new Map([...index.matchAll(/^\| \[(\d+)\]\(([^)]+)\) \|([^|]*)\|/gm)].map((m) => [m[2], m[3].trim()]));
  const records = fs.readdirSync(dir).filter((f) => /^\d+-.+\.md$/.test(f) && !f.startsWith("000-"));
  const textOf = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");

  it("every record is in the index with a one-line summary", () => {
    const unindexed = records.filter((f) => !rows.has(f));
    const unsummarised = records.filter((f) => rows.has(f) && rows.get(f) === "");
    expect({ unindexed, unsummarised }).toEqual({ unindexed: [], unsummarised: [] });
  });

  it("every record stays within 450 words: the decision, not its history or its figures", () => {
    const long = records
      .map((f) => ({ f, words: textOf(f).split(/\s+/).filter(Boolean).length }))
      .filter(({ words }) => words > 450)
      .map(({ f, words }) => `${f}: ${words} words (history goes to CHANGELOG.md, figures to docs/benchmarks.md)`);
    expect(long).toEqual([]);
  });

  it("every record's number belongs to an area of the index's numbering key", () => {
    const key = /^Numbering:([\s\S]*?)(?:\n\s*\n|(?![\s\S]))/m.exec(index);
    expect(key, "the index has a 'Numbering:' paragraph").not.toBeNull();
    const areas = new Set([...(key?.[1] ?? "").matchAll(/\b(\d+)xx\b/g)].map((m) => Number(m[1])));
    const outside = records.filter((f) => !areas.has(Math.floor(Number(/^\d+/.exec(f)?.[0]) / 100)));
    expect(outside).toEqual([]);
  });

  it("no record holds a table of measurements (they belong in docs/benchmarks.md)", () => {
    const measured = /\d\s*(?:ms|KB|MB|req\/s|%)(?![\w/])/;
    const tables = records.flatMap((f) =>
      textOf(f)
        .split("\n")
        .filter((line) => line.trimStart().startsWith("|") && measured.test(line))
        .map((line) => `${f}: ${line.trim().slice(0, 80)} (move the figures to docs/benchmarks.md and link to them)`),
    );
    expect(tables).toEqual([]);
  });

  it("the index's 'Start here' list names records that exist", () => {
    const start = /^## Start here\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(index);
    expect(start, "the index has a '## Start here' section").not.toBeNull();
    const linked = [...(start?.[1] ?? "").matchAll(/\]\((\d+-[^)#]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThanOrEqual(8);
    expect(linked.filter((f) => !records.includes(f))).toEqual([]);
  });
});
