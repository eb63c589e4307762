/**
 * A shared document as PDF (pdfkit): the same sections and figures as the Markdown, with bar charts drawn
 * as vector shapes (rectangles and text), never pictures. A document whose text Helvetica's WinAnsi encoding
 * prints (English and Western European letters) is set in the PDF standard Helvetica, which costs nothing to
 * embed; any other letter (Polish, Czech, Turkish, Vietnamese, Greek, Cyrillic...) switches the whole document
 * to Inter, embedded from its full TTF (subset by pdfkit). Scripts Inter lacks (Chinese, Arabic, emoji...)
 * print as blank boxes; the Markdown keeps every letter.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { SharedDocument } from "../../shared/contracts/shares";
import { documentSections, type Block, type Outline } from "./sections";

/** Characters WinAnsi (Helvetica's encoding in PDF) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

/** Text Helvetica can print: accents kept where WinAnsi has the letter, dropped where it does not. */
export function printable(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      if (ch === "\n" || ch === "\t") return " ";
      const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return /^[\x20-\x7e]+$/.test(base) ? base : "?";
    })
    .join("");
}

const require = createRequire(import.meta.url);
let inter: { regular: Buffer; bold: Buffer } | undefined;
/** Inter's full TTFs (Latin, Latin Extended, Greek, Cyrillic, Vietnamese), read once per process. */
function interFonts() {
  inter ??= {
    regular: readFileSync(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")),
    bold: readFileSync(require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")),
  };
  return inter;
}

const BRAND = "#7c3aed";
const INK = "#0f172a";
const MUTED = "#475569";
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;

/** Starts a new page when fewer than `needed` points are left. */
function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function bars(doc: Doc, block: Extract<Block, { type: "bars" }>) {
  const width = doc.page.width - MARGIN * 2;
  const labelWidth = 150;
  const valueWidth = 80;
  const barArea = width - labelWidth - valueWidth - 16;
  const rowHeight = 18;
  doc.font("regular").fontSize(9);
  // A long label ("Competition (higher = less crowded)") wraps within its column and its row grows to fit, so it
  // never runs into the next row.
  const heights = block.bars.map((bar) =>
    Math.max(rowHeight, doc.heightOfString(bar.label, { width: labelWidth - 8 }) + 6),
  );
  ensureSpace(doc, 24 + heights.reduce((sum, h) => sum + h, 0));
  doc.font("bold").fontSize(10).fillColor(MUTED).text(block.title, MARGIN, doc.y);
  let y = doc.y + 6;
  block.bars.forEach((bar, i) => {
    const length = block.max > 0 ? Math.max(1, (bar.value / block.max) * barArea) : 1;
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(INK)
      .text(bar.label, MARGIN, y + 2, { width: labelWidth - 8 });
    doc.rect(MARGIN + labelWidth, y + 2, barArea, 10).fill("#e2e8f0");
    doc.rect(MARGIN + labelWidth, y + 2, Math.min(length, barArea), 10).fill(BRAND);
    doc
      .fillColor(INK)
      .text(bar.display, MARGIN + labelWidth + barArea + 8, y + 2, { width: valueWidth, lineBreak: false });
    y += heights[i];
  });
  doc.x = MARGIN;
  doc.y = y + 6;
}

function table(doc: Doc, block: Extract<Block, { type: "table" }>) {
  const width = doc.page.width - MARGIN * 2;
  const first = block.head.length > 2 ? 0.34 : 0.6;
  const widths = block.head.map((_, i) => (i === 0 ? width * first : (width * (1 - first)) / (block.head.length - 1)));
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? "bold" : "regular").fontSize(9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 8 }))) + 6;
    ensureSpace(doc, height);
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.fillColor(INK).text(c, x + 4, top + 3, { width: widths[i] - 8 });
      x += widths[i];
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(block.head, true);
  for (const r of block.rows) row(r, false);
  doc.moveDown(0.6);
}

function render(doc: Doc, b: Block) {
  doc.x = MARGIN;
  switch (b.type) {
    case "paragraph":
      doc.font("regular").fontSize(10.5).fillColor(INK).text(b.text, { lineGap: 2 }).moveDown(0.5);
      return;
    case "bullets":
    case "numbered":
      doc
        .font("regular")
        .fontSize(10.5)
        .fillColor(INK)
        .list(b.items, {
          listType: b.type === "bullets" ? "bullet" : "numbered",
          bulletRadius: 2,
          lineGap: 2,
          textIndent: 12,
          bulletIndent: 4,
        });
      doc.moveDown(0.5);
      return;
    case "figures":
      for (const [k, v] of b.rows)
        doc.font("bold").fontSize(10.5).fillColor(INK).text(`${k}: `, { continued: true }).font("regular").text(v);
      doc.moveDown(0.5);
      return;
    case "table":
      return table(doc, b);
    case "bars":
      return bars(doc, b);
  }
}

/** The outline with `fn` applied to every text it prints. */
function mapText(o: Outline, fn: (text: string) => string): Outline {
  const block = (b: Block): Block => {
    switch (b.type) {
      case "paragraph":
        return { ...b, text: fn(b.text) };
      case "bullets":
      case "numbered":
        return { ...b, items: b.items.map(fn) };
      case "figures":
        return { ...b, rows: b.rows.map(([k, v]) => [fn(k), fn(v)] as [string, string]) };
      case "table":
        return { ...b, head: b.head.map(fn), rows: b.rows.map((r) => r.map(fn)) };
      case "bars":
        return {
          ...b,
          title: fn(b.title),
          bars: b.bars.map((bar) => ({ ...bar, label: fn(bar.label), display: fn(bar.display) })),
        };
    }
  };
  return {
    title: fn(o.title),
    subtitle: fn(o.subtitle),
    sections: o.sections.map((s) => ({ heading: fn(s.heading), blocks: s.blocks.map(block) })),
  };
}

/** Whether Helvetica (WinAnsi) prints every letter of the outline as written. */
export function fitsHelvetica(o: Outline): boolean {
  let fits = true;
  mapText(o, (text) => {
    if (fits && printable(text) !== text.replace(/[\n\t]/g, " ")) fits = false;
    return text;
  });
  return fits;
}

/** The PDF file of a document. */
export function documentPdf(input: SharedDocument, generatedAt = new Date()): Promise<Buffer> {
  const sections = documentSections(input);
  const helvetica = fitsHelvetica(sections);
  const outline = helvetica ? mapText(sections, printable) : sections;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: outline.title, Creator: "HustleForge" },
  });
  if (helvetica) {
    doc.registerFont("regular", "Helvetica");
    doc.registerFont("bold", "Helvetica-Bold");
  } else {
    const fonts = interFonts();
    doc.registerFont("regular", fonts.regular);
    doc.registerFont("bold", fonts.bold);
  }

  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("bold").fontSize(20).fillColor(INK).text(outline.title);
  doc.font("regular").fontSize(10).fillColor(MUTED).text(outline.subtitle).moveDown(1);
  for (const section of outline.sections) {
    ensureSpace(doc, 60);
    doc.x = MARGIN;
    doc.font("bold").fontSize(14).fillColor(BRAND).text(section.heading).moveDown(0.3);
    for (const b of section.blocks) render(doc, b);
    doc.moveDown(0.4);
  }
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`Made with HustleForge on ${generatedAt.toISOString().slice(0, 10)}.`, MARGIN);
  doc.end();
  return done;
}
