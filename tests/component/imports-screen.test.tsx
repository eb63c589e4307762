/**
 * The imports screen against a fake API typed by shared/contracts/imports.ts: a dropped file's preview (format,
 * totals, duplicates, errors by line), skipping bad rows, the import's progress and summary, and the column
 * mapping of a file in no known format with its messages beside each select.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImportPreview, ImportRecord } from "@shared/contracts/imports";
import { ImportsScreen } from "@/features/imports/components/imports-screen";
import { fakeApi } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

function aPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    source: "shopify_orders",
    rows: 14,
    orders: 9,
    lines: 12,
    expenses: 0,
    costs: 0,
    costsWaiting: 0,
    products: 0,
    from: "2026-01-03",
    to: "2026-02-07",
    currencies: ["USD"],
    totals: [
      {
        currency: "USD",
        grossSales: "1234.50",
        discounts: "4.20",
        refunds: "18.00",
        shipping: "19.80",
        taxes: "31.10",
        fees: "0.00",
        expenses: "0.00",
      },
    ],
    duplicates: 2,
    errors: [{ line: 7, message: 'Line 7: Lineitem quantity must be a whole number, not "1.5"' }],
    skipped: [{ line: 11, reason: "Order #1009 was cancelled" }],
    warnings: [],
    mapping: null,
    unmappedColumns: [],
    columns: ["Name", "Email", "Created at"],
    ...overrides,
  };
}

function aRecord(overrides: Partial<ImportRecord> = {}): ImportRecord {
  return {
    id: 5,
    source: "shopify_orders",
    fileName: "orders_export.csv",
    status: "done",
    rowsTotal: 14,
    rowsDone: 14,
    ordersAdded: 7,
    ordersSkipped: 2,
    expensesAdded: 0,
    costsAdded: 0,
    productsUpdated: 0,
    errors: [],
    warnings: [],
    sample: false,
    failure: null,
    createdAt: "2026-11-26T00:10:00.000Z",
    finishedAt: "2026-11-26T00:10:02.000Z",
    undoing: false,
    ...overrides,
  };
}

const csv = (name: string, text: string) => new File([text], name, { type: "text/csv" });

describe("imports screen", () => {
  it("previews a dropped file, imports its good rows when asked, and shows the summary", async () => {
    const api = fakeApi({
      "GET /api/imports": { json: { imports: [] } },
      "POST /api/imports": (call) =>
        call.search === "?dryRun=true"
          ? { json: aPreview() }
          : { status: 202, json: { import: { id: 5, status: "queued" } } },
      "GET /api/imports/5": { json: { import: aRecord({ errors: [{ line: 7, message: "Line 7: bad quantity" }] }) } },
    });
    const { user } = renderInApp(<ImportsScreen />);
    await user.upload(screen.getByLabelText("Export file to import"), csv("orders_export.csv", "Name,Email\n"));

    const preview = await screen.findByTestId("import-preview");
    expect((within(preview).getByLabelText("Format") as HTMLSelectElement).value).toBe("shopify_orders");
    expect(within(preview).getByTestId("preview-orders").textContent).toBe("9");
    expect(within(preview).getByTestId("preview-dates").textContent).toBe("2026-01-03 to 2026-02-07");
    expect(within(preview).getByTestId("preview-totals").textContent).toContain("$1,234.50");
    expect(within(preview).getByTestId("preview-duplicates").textContent).toBe(
      "2 orders were imported before and will be skipped.",
    );
    expect(within(preview).getByTestId("preview-error-7").textContent).toContain("Line 7:");

    // A file with a row in error imports nothing until the person chooses to skip the bad rows.
    const importButton = within(preview).getByRole("button", { name: "Import 9 orders" });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(preview).getByLabelText(/Skip the rows with errors/));
    await user.click(importButton);

    const summary = await screen.findByTestId("import-summary");
    expect(summary.textContent).toContain(
      "7 orders added, 2 orders already there, skipped, 1 row with errors left out",
    );
    expect(within(summary).getByRole("link", { name: "See your profit and loss" }).getAttribute("href")).toBe(
      "/profit-and-loss",
    );
    const posts = api.calls.filter((c) => c.method === "POST" && c.path === "/api/imports");
    expect(posts.map((c) => c.search)).toEqual(["?dryRun=true", ""]);
    expect(posts[1].body).toEqual({ source: "shopify_orders", skipBadRows: "true", file: "orders_export.csv" });
  });

  it("maps the columns of a file it does not know, with each refusal beside its select", async () => {
    const columns = ["Day", "Receipt", "What", "How many", "Each", "Card fee"];
    const api = fakeApi({
      "GET /api/imports": { json: { imports: [] } },
      "POST /api/imports": (call) =>
        call.body && typeof call.body === "object" && "mapping" in call.body
          ? { json: aPreview({ source: "csv", errors: [], duplicates: 0, columns, mapping: null }) }
          : {
              status: 400,
              json: {
                message:
                  "We do not recognise the columns of this file. Its columns: Day, Receipt, What, How many, Each, Card fee.",
                code: "validation_error",
                details: { unmappedColumns: columns, columns },
              },
            },
    });
    const { user } = renderInApp(<ImportsScreen />);
    await user.upload(screen.getByLabelText("Export file to import"), csv("fair.csv", `${columns.join(",")}\n`));

    expect((await screen.findByRole("alert")).textContent).toContain("We do not recognise the columns of this file");
    const form = screen.getByRole("form", { name: "Which column is which?" });
    // The first guess from the names: "Card fee" is the fees, nothing is the order date.
    expect((within(form).getByLabelText(/^Fees/) as HTMLSelectElement).value).toBe("Card fee");
    const date = within(form).getByLabelText(/^Order date/) as HTMLSelectElement;
    expect(date.value).toBe("");
    await user.click(within(form).getByRole("button", { name: "Preview with these columns" }));
    await waitFor(() => expect(errorBeside(date)).toBe("Choose the date column"));
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);

    await user.selectOptions(date, "Day");
    await user.selectOptions(within(form).getByLabelText(/^Order ID/), "Receipt");
    await user.selectOptions(within(form).getByLabelText(/^Product/), "What");
    await user.selectOptions(within(form).getByLabelText(/^Quantity/), "How many");
    await user.selectOptions(within(form).getByLabelText(/^Unit price/), "Each");
    await user.selectOptions(within(form).getByLabelText("Dates are written"), "MM/DD/YYYY");
    await user.click(within(form).getByRole("button", { name: "Preview with these columns" }));

    await screen.findByTestId("import-preview");
    const sent = api.calls.filter((c) => c.method === "POST").at(-1)?.body as Record<string, string>;
    expect(sent.source).toBe("csv");
    expect(JSON.parse(sent.mapping)).toEqual({
      date: "Day",
      dateFormat: "MM/DD/YYYY",
      orderId: "Receipt",
      product: "What",
      quantity: "How many",
      unitPrice: "Each",
      fees: "Card fee",
      defaultCurrency: "USD",
    });
  });

  it("come from the inventory: says what a product import does, links back, and counts products, not orders", async () => {
    fakeApi({
      "GET /api/imports": {
        json: {
          imports: [
            aRecord({
              source: "hustleforge_inventory",
              fileName: "inventory.csv",
              ordersAdded: 0,
              ordersSkipped: 0,
              productsUpdated: 12,
            }),
          ],
        },
      },
    });
    renderInApp(<ImportsScreen />, { path: "/imports?for=inventory" });
    const note = await screen.findByTestId("inventory-import-note");
    expect(note.textContent).toContain("a product whose SKU is already in your inventory is updated");
    expect(within(note).getByRole("link", { name: "Back to Inventory Tracker" }).getAttribute("href")).toBe(
      "/inventory-tracker",
    );
    const item = await screen.findByTestId("import-5");
    expect(item.textContent).toContain("12 products added or updated");
    expect(item.textContent).not.toContain("orders added");
  });

  it("lists past imports and undoes one after asking", async () => {
    const api = fakeApi({
      "GET /api/imports": { json: { imports: [aRecord()] } },
      "DELETE /api/imports/5": { status: 204 },
    });
    const { user } = renderInApp(<ImportsScreen />);
    const item = await screen.findByTestId("import-5");
    expect(item.textContent).toContain("7 orders added, 2 orders already there, skipped.");
    await user.click(within(item).getByRole("button", { name: "Undo the import of orders_export.csv" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo this import?" });
    await user.click(within(dialog).getByRole("button", { name: "Undo import" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/imports/5")).toBe(true));
  });

  it("says a large import is undoing until its job has removed it, then that it is undone", async () => {
    // The list answers the import as before the undo, then undoing (its job queued), then without it.
    let listed: ImportRecord[] = [aRecord({ rowsTotal: 30_000, fileName: "statement.csv" })];
    fakeApi({
      "GET /api/imports": () => ({ json: { imports: listed } }),
      "DELETE /api/imports/5": () => {
        listed = [aRecord({ rowsTotal: 30_000, fileName: "statement.csv", undoing: true })];
        return { status: 204 };
      },
    });
    const { user } = renderInApp(<ImportsScreen />);
    const item = await screen.findByTestId("import-5");
    await user.click(within(item).getByRole("button", { name: "Undo the import of statement.csv" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo this import?" });
    await user.click(within(dialog).getByRole("button", { name: "Undo import" }));
    const status = await within(await screen.findByTestId("import-5")).findByRole("status");
    expect(status.textContent).toBe("Undoing… the import of statement.csv");
    expect(within(screen.getByTestId("import-5")).queryByRole("button", { name: /Undo/ })).toBeNull();
    expect(screen.queryByText("What statement.csv added has been removed.")).toBeNull();

    listed = []; // the job has removed it: the list, polled while it is undoing, no longer has it
    expect(await screen.findByText("What statement.csv added has been removed.", {}, { timeout: 5_000 })).toBeTruthy();
  });
});
