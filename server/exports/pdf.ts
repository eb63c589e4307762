/**
 * A shared document as PDF (pdfkit): the same sections and figures as the Markdown, with bar charts drawn
 * as vector shapes (rectangles and text), never pictures. Text is set in Inter (the Fontsource package the
 * logo maker ships), embedded as a subset, so accents print everywhere.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { SharedDocument } from "../../shared/contracts/shares";
import { documentSections, type Block } from "./sections";

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
    bold: readFileSync(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff")),
  });

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
  ensureSpace(doc, 24 + block.bars.length * rowHeight);
  doc.font("bold").fontSize(10).fillColor(MUTED).text(block.title, MARGIN, doc.y);
  let y = doc.y + 6;
  for (const bar of block.bars) {
    const length = block.max > 0 ? Math.max(1, (bar.value / block.max) * barArea) : 1;
    doc.font("regular").fontSize(9).fillColor(INK).text(bar.label, MARGIN, y + 2, { width: labelWidth - 8, ellipsis: true, lineBreak: false });
    doc.rect(MARGIN + labelWidth, y + 2, barArea, 10).fill("#e2e8f0");
    doc.rect(MARGIN + labelWidth, y + 2, Math.min(length, barArea), 10).fill(BRAND);
    doc.fillColor(INK).text(bar.display, MARGIN + labelWidth + barArea + 8, y + 2, { width: valueWidth, lineBreak: false });
    y += rowHeight;
  }
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
    doc.moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).lineWidth(0.5).strokeColor("#cbd5e1").stroke();
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
      doc.font("regular").fontSize(10.5).fillColor(INK).list(b.items, { listType: b.type === "bullets" ? "bullet" : "numbered", bulletRadius: 2, lineGap: 2, textIndent: 12, bulletIndent: 4 });
      doc.moveDown(0.5);
      return;
    case "figures":
      for (const [k, v] of b.rows) doc.font("bold").fontSize(10.5).fillColor(INK).text(`${k}: `, { continued: true }).font("regular").text(v);
      doc.moveDown(0.5);
      return;
    case "table":
      return table(doc, b);
    case "bars":
      return bars(doc, b);
  }
}

/** The PDF file of a document. */
export function documentPdf(input: SharedDocument, generatedAt = new Date()): Promise<Buffer> {
  const outline = documentSections(input);
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: outline.title, Creator: "HustleForge" } });
  const { regular, bold } = fontFiles();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);

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
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text(`Made with HustleForge on ${generatedAt.toISOString().slice(0, 10)}.`, MARGIN);
  doc.end();
  return done;
}
