/**
 * A shared document as Markdown: the same sections and figures as the screen and the PDF. Text written by a
 * person or a model is escaped, so it cannot add headings, links or HTML of its own.
 */
import type { SharedDocument } from "../../shared/contracts/shares";
import { documentSections, type Block } from "./sections";

/** Escapes Markdown's active characters (and HTML) in plain text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
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
