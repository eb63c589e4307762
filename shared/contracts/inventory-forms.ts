/**
 * Client-side schemas of the inventory forms whose values differ from their request (docs/decisions/810): each
 * field holds text as typed and is checked by the request's own rule, so a refusal shows beside its field in the
 * same words the server would use.
 */
import { z } from "zod";
import { moneySchema, quantitySchema } from "./common";
import { createAdjustmentSchema, createPurchaseOrderSchema, updateInventoryItemSchema } from "./inventory";

/** Text that must read as a whole number (the adjustment's change, a purchase order's quantity), else `message`. */
const wholeText = (required: string, message: string, ok: (n: number) => boolean) =>
  z.string({ error: required }).transform((text, ctx) => {
    const t = text.trim();
    if (!t) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    if (!/^-?\d+$/.test(t) || !ok(Number(t))) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return Number(t);
  });

/** An item page's stock adjustment: the change as typed (`-2`), the reason; the output is the request. */
export const adjustmentFormSchema = z.object({
  change: wholeText("Change is required", "Enter a whole number other than 0, like -2 or 5", (n) => n !== 0).pipe(
    createAdjustmentSchema.shape.change,
  ),
  reason: createAdjustmentSchema.shape.reason,
});

/** Text kept as typed, refused with the messages of `rule` (the server reads the same text). */
const checkedText = (rule: z.ZodType) =>
  z.string().superRefine((text, ctx) => {
    const read = rule.safeParse(text);
    if (!read.success) for (const issue of read.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
  });

const reorder = updateInventoryItemSchema.shape;

/**
 * An item's reorder settings as typed; the output is the PATCH's body: a fixed reorder quantity clears the cover
 * days (the two exclude each other).
 */
export const reorderSettingsFormSchema = z
  .object({
    reorderPoint: checkedText(reorder.reorderPoint.unwrap()),
    leadTimeDays: checkedText(reorder.leadTimeDays.unwrap()),
    preferredSupplier: checkedText(reorder.preferredSupplier.unwrap()),
    reorderQuantity: checkedText(reorder.reorderQuantity.unwrap()),
    coverDays: checkedText(reorder.coverDays.unwrap()),
  })
  .transform((v) => ({ ...v, coverDays: v.reorderQuantity.trim() ? "" : v.coverDays }));
export type ReorderSettingsForm = z.input<typeof reorderSettingsFormSchema>;

/** 'Start purchase order' on an item's page: one line's supplier, quantity and unit cost as typed. */
export const startPurchaseOrderFormSchema = z.object({
  supplier: createPurchaseOrderSchema.shape.supplier,
  quantity: wholeText("Quantity is required", "Enter a whole number of 1 or more", (n) => n >= 1).superRefine(
    (n, ctx) => {
      const read = quantitySchema("Quantity", 1).safeParse(n);
      if (!read.success)
        for (const issue of read.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    },
  ),
  unitCost: moneySchema("Unit cost"),
});
export type StartPurchaseOrderForm = z.output<typeof startPurchaseOrderFormSchema>;

/** One line of a reorder group as typed: ticked or not, its quantity and unit cost. */
const reorderLineForm = z.object({
  itemId: z.number(),
  include: z.boolean(),
  quantity: z.string(),
  unitCost: z.string(),
});

/**
 * A supplier's group of the reorder list as typed; the output is the purchase order request with the ticked lines.
 * A ticked line's quantity and unit cost are checked by the request's rules; at least one line must be ticked.
 */
export const reorderGroupFormSchema = z
  .object({ supplier: createPurchaseOrderSchema.shape.supplier, lines: z.array(reorderLineForm) })
  .superRefine((v, ctx) => {
    const quantity = wholeText("Quantity is required", "Enter a whole number of 1 or more", (n) => n >= 1);
    v.lines.forEach((line, i) => {
      if (!line.include) return;
      for (const [name, rule] of [
        ["quantity", quantity],
        ["unitCost", moneySchema("Unit cost")],
      ] as const) {
        const read = rule.safeParse(line[name]);
        if (!read.success)
          ctx.addIssue({ code: "custom", path: ["lines", i, name], message: read.error.issues[0].message });
      }
    });
    if (!v.lines.some((l) => l.include))
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Add at least one line" });
  })
  .transform((v) => ({
    supplier: v.supplier,
    lines: v.lines
      .filter((l) => l.include)
      .map((l) => ({
        itemId: l.itemId,
        quantity: Number(l.quantity.trim()),
        unitCost: moneySchema("Unit cost").parse(l.unitCost),
      })),
  }));
export type ReorderGroupForm = z.input<typeof reorderGroupFormSchema>;

/**
 * What arrived for an ordered purchase order, one text per line still open (empty or 0 skips it); the output is
 * the receipt request with the lines that received something.
 */
export const receiveFormSchema = z
  .object({ lines: z.array(z.object({ itemId: z.number(), quantity: z.string() })) })
  .superRefine((v, ctx) => {
    v.lines.forEach((line, i) => {
      const t = line.quantity.trim();
      if (t && !/^\d+$/.test(t))
        ctx.addIssue({ code: "custom", path: ["lines", i, "quantity"], message: "Enter a whole number of 0 or more" });
    });
    if (!v.lines.some((l) => Number(l.quantity.trim()) > 0))
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Enter a quantity to receive" });
  })
  .transform((v) => ({
    lines: v.lines
      .filter((l) => Number(l.quantity.trim()) > 0)
      .map((l) => ({ itemId: l.itemId, quantity: Number(l.quantity.trim()) })),
  }));
