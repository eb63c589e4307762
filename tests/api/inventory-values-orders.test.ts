/**
 * Setting a cost where the P&L's missing-cost warning leads: an inventory item added (or edited) with a SKU values
 * the sold lines of that SKU that had no cost, and never a line already valued
 * (docs/product-rules.md#one-table-for-every-sale).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pnlResponseSchema } from "../../shared/contracts/finance";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { upload, waitForImport } from "./imports-support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });
});
afterAll(async () => {
  await app?.close();
});

const SHEET = ["Day,Ticket,Item,Item SKU,Qty,Each", "2026-02-15,M-1,Oat Milk Soap,SOAP-OAT,3,6.00", ""].join("\n");
const MAPPING = JSON.stringify({
  date: "Day",
  orderId: "Ticket",
  product: "Item",
  sku: "Item SKU",
  quantity: "Qty",
  unitPrice: "Each",
  defaultCurrency: "USD",
});
const soap = (costPrice: string) => ({
  productName: "Oat Milk Soap",
  sku: "soap-oat ",
  category: "beauty",
  quantity: 20,
  costPrice,
  sellPrice: "6.00",
});

describe("an inventory cost values the lines sold without one", () => {
  it("the warning goes when the item is added, and a later cost change does not move the profit", async () => {
    const { client } = await signedInUser(app);
    const started = await upload(client, SHEET, { fileName: "stall.csv", fields: { source: "csv", mapping: MAPPING } });
    expect(started.status).toBe(202);
    expect((await waitForImport(client, started.body.import.id)).status).toBe("done");

    const pnl = async () => {
      const res = await client.get("/api/finance/pnl?from=2026-02-01&to=2026-02-28&groupBy=month");
      expect(res.status).toBe(200);
      return pnlResponseSchema.parse(res.body);
    };
    const before = await pnl();
    expect(before.warnings.map((w) => w.code)).toContain("missing_cost");
    expect(before.totals.cogs).toBe("0.00");

    const added = await client.post("/api/inventory", soap("2.25"));
    expect(added.status).toBe(201);
    const after = await pnl();
    expect(after.warnings.map((w) => w.code)).not.toContain("missing_cost");
    expect(after.totals).toMatchObject({ grossSales: "18.00", cogs: "6.75", netProfit: "11.25" });

    const edited = await client.patch(`/api/inventory/${added.body.item.id}`, { costPrice: "4.00" });
    expect(edited.status).toBe(200);
    expect((await pnl()).totals).toMatchObject({ cogs: "6.75", netProfit: "11.25" });
  });
});
