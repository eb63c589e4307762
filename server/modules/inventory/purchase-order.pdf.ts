/**
 * A purchase order as a PDF to send to the supplier (pdfkit, as shared documents are printed:
 * docs/decisions/1102-purchase-orders.md): supplier, dates, one row per line and the total. Helvetica, with
 * letters it cannot print replaced (server/exports/pdf.ts `printable`).
 */
import PDFDocument from "pdfkit";
import type { PurchaseOrder } from "../../../shared/contracts/inventory";
import { formatUsd, parseCents } from "../../../shared/domain/money";
import { printable } from "../../exports/pdf";

const MARGIN = 56;
const INK = "#0f172a";
const MUTED = "#475569";

export function purchaseOrderPdf(po: PurchaseOrder): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `Purchase order ${po.id}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(`Purchase order #${po.id}`);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(11).fillColor(MUTED);
  doc.text(`Supplier: ${printable(po.supplier)}`);
  doc.text(`Date: ${(po.orderedAt ?? po.createdAt).slice(0, 10)}`);
  if (po.expectedDate) doc.text(`Expected: ${po.expectedDate}`);
  doc.text(`Status: ${po.status.replace("_", " ")}`);
  doc.moveDown();
  const cols = [
    { label: "Item", x: MARGIN, w: width - 240 },
    { label: "Quantity", x: MARGIN + width - 240, w: 70 },
    { label: "Unit cost", x: MARGIN + width - 170, w: 80 },
    { label: "Line total", x: MARGIN + width - 90, w: 90 },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor(INK);
    cells.forEach((cell, i) =>
      doc.text(cell, cols[i].x, y, { width: cols[i].w, align: i === 0 ? "left" : "right", lineBreak: i === 0 }),
    );
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, y + 14) + 4;
  };
  row(
    cols.map((c) => c.label),
    true,
  );
  for (const line of po.lines)
    row([
      printable(line.itemName),
      line.quantity.toLocaleString("en-US"),
      formatUsd(parseCents(line.unitCost) ?? 0),
      formatUsd(line.quantity * (parseCents(line.unitCost) ?? 0)),
    ]);
  row(["Total", "", "", formatUsd(parseCents(po.total) ?? 0)], true);
  if (po.notes) {
    doc.moveDown();
    doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(printable(po.notes), MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}
