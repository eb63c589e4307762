/**
 * A shared document as Markdown: the same sections and figures as the screen and the PDF. Text written by a
 * person or a model is escaped, so it cannot add headings, links or HTML of its own.
 */
import type { SharedDocument } from "../../shared/contracts/shares";
import { documentSections, type Block } from "./sections";

/**
 * Escapes what Markdown would act on in plain text, and only that, so "Hand-poured" and "2026-11-25" stay as
 * typed: emphasis, code, brackets (no link can start), HTML, tables and strikethrough everywhere; a heading,
 * list, quote or rule marker only where the line starts; a bare web address is kept from becoming a link.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r?\n/g, " ")
    .replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`)
    .replace(/&(?=#?\w+;)/g, "\\&")
    .replace(/:\/\//g, "\\://")
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`)
    .replace(/^(\s*)([#+\-=])/, "$1\\$2")
    .replace(/^(\s*\d+)([.)])/, "$1\\$2");
}

function block(b: Block): string {
  switch (b.type) {
    case "paragraph":
      return escapeMarkdown(b.text);
    case "bullets":
      return b.items.map((i) => `- ${escapeMarkdown(i)}`).join("\n");
    case "numbered":
      return b.items.map((i, n) => `${n + 1}. ${escapeMarkdown(i)}`).join("\n");
    case "figures":
      return b.rows.map(([k, v]) => `- **${escapeMarkdown(k)}:** ${escapeMarkdown(v)}`).join("\n");
    case "table":
      return [
        `| ${b.head.map(escapeMarkdown).join(" | ")} |`,
        `| ${b.head.map(() => "---").join(" | ")} |`,
        ...b.rows.map((r) => `| ${r.map(escapeMarkdown).join(" | ")} |`),
      ].join("\n");
    case "bars":
      // A chart in text: each bar's label and value.
      return [
        `*${escapeMarkdown(b.title)}*`,
        "",
        ...b.bars.map((bar) => `- ${escapeMarkdown(bar.label)}: ${escapeMarkdown(bar.display)}`),
      ].join("\n");
  }
}

export function documentMarkdown(doc: SharedDocument, generatedAt = new Date()): string {
  const { title, subtitle, sections } = documentSections(doc);
  const out = [`# ${escapeMarkdown(title)}`, "", `_${escapeMarkdown(subtitle)}_`, ""];
  for (const s of sections) {
    out.push(`## ${escapeMarkdown(s.heading)}`, "");
    for (const b of s.blocks) out.push(block(b), "");
  }
  out.push("---", "", `Made with HustleForge on ${generatedAt.toISOString().slice(0, 10)}.`, "");
  return out.join("\n");
}
