/**
 * The imports hub's column mapping on the form kit (docs/decisions/870-one-form-kit-and-its-exceptions.md): a field
 * left empty or typed wrong is named beside it in the contract's words and nothing is sent; a 400's details naming a
 * field of the mapping land beside its select; a good mapping is sent as the contract's JSON.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImportPreview } from "@shared/contracts/imports";
import { ImportsScreen } from "@/features/imports/components/imports-screen";
import { fakeApi, type Call } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const columns = ["Day", "Receipt", "What", "How many", "Each", "Money"];

const preview: ImportPreview = {
  source: "csv",
  rows: 2,
  orders: 2,
  lines: 2,
  expenses: 0,
  costs: 0,
  costsWaiting: 0,
  products: 0,
  from: "2026-03-01",
  to: "2026-03-02",
  currencies: ["EUR"],
  totals: [],
  duplicates: 0,
  errors: [],
  skipped: [],
  warnings: [],
  mapping: null,
  unmappedColumns: [],
  columns,
};

const unknownFormat = {
  status: 400,
  json: {
    message: `We do not recognise the columns of this file. Its columns: ${columns.join(", ")}.`,
    code: "validation_error",
    details: { unmappedColumns: columns, columns },
  },
};

/** The mapping a call sent, or null for the first look at the file. */
const mappingOf = (call: Call) => {
  const text = (call.body as { mapping?: string } | undefined)?.mapping;
  return text === undefined ? null : (JSON.parse(text) as Record<string, string>);
};

/** Drops a file in no known format and answers its mapping with `answer`; returns the mapping form. */
async function openMapping(answer: (mapping: Record<string, string>) => { status?: number; json: unknown }) {
  const api = fakeApi({
    "GET /api/imports": { json: { imports: [] } },
    "POST /api/imports": (call) => {
      const mapping = mappingOf(call);
      return mapping === null ? unknownFormat : answer(mapping);
    },
  });
  const view = renderInApp(<ImportsScreen />);
  const file = new File([`${columns.join(",")}\n`], "fair.csv", { type: "text/csv" });
  await view.user.upload(screen.getByLabelText("Export file to import"), file);
  const form = await screen.findByRole("form", { name: "Which column is which?" });
  return { api, user: view.user, form };
}

const mappedCalls = (api: { calls: Call[] }) => api.calls.filter((c) => c.method === "POST" && mappingOf(c) !== null);

describe("column mapping form", () => {
  it("names an empty required column and a wrong currency beside them, and sends nothing", async () => {
    const { api, user, form } = await openMapping(() => ({ json: preview }));
    const date = within(form).getByLabelText(/^Order date/);
    const currency = within(form).getByLabelText("Currency of the whole file");
    expect((date as HTMLSelectElement).value).toBe("");
    await user.clear(currency);
    await user.type(currency, "EU");
    // Not disabled to hide what is missing: pressed, it names each field.
    await user.click(within(form).getByRole("button", { name: "Preview with these columns" }));
    await waitFor(() => expect(errorBeside(date)).toBe("Choose the date column"));
    expect(errorBeside(currency)).toBe("Currency must be a three-letter code such as USD");
    expect(errorBeside(within(form).getByLabelText(/^Product/))).toBe("Choose the product column");

    // With no currency column, an empty currency of the whole file is named too.
    await user.clear(currency);
    await user.click(within(form).getByRole("button", { name: "Preview with these columns" }));
    await waitFor(() =>
      expect(errorBeside(currency)).toBe("Choose the currency column or the currency of the whole file"),
    );
    expect(mappedCalls(api)).toEqual([]);
  });

  it("puts a refusal's detail beside the select it names, and sends a good mapping as the contract's JSON", async () => {
    const { api, user, form } = await openMapping((mapping) =>
      mapping.quantity === "Money"
        ? {
            status: 400,
            json: {
              message: "The quantity column must hold whole numbers",
              code: "validation_error",
              details: [{ path: "mapping.quantity", message: "The quantity column must hold whole numbers" }],
            },
          }
        : { json: preview },
    );
    await user.selectOptions(within(form).getByLabelText(/^Order date/), "Day");
    await user.selectOptions(within(form).getByLabelText(/^Order ID/), "Receipt");
    await user.selectOptions(within(form).getByLabelText(/^Product/), "What");
    const quantity = within(form).getByLabelText(/^Quantity/);
    await user.selectOptions(quantity, "Money");
    await user.selectOptions(within(form).getByLabelText(/^Unit price/), "Each");
    await user.selectOptions(within(form).getByLabelText("Dates are written"), "DD/MM/YYYY");
    const currency = within(form).getByLabelText("Currency of the whole file");
    await user.clear(currency);
    await user.type(currency, "eur");
    await user.click(within(form).getByRole("button", { name: "Preview with these columns" }));
    await waitFor(() => expect(errorBeside(quantity)).toBe("The quantity column must hold whole numbers"));
    // Said beside its select, not again above the form.
    expect(screen.getAllByText("The quantity column must hold whole numbers")).toHaveLength(1);

    await user.selectOptions(quantity, "How many");
    await user.click(within(form).getByRole("button", { name: "Preview with these columns" }));
    await screen.findByTestId("import-preview");
    const [, sent] = mappedCalls(api);
    expect(sent.body).toMatchObject({ source: "csv", file: "fair.csv" });
    expect(mappingOf(sent)).toEqual({
      date: "Day",
      dateFormat: "DD/MM/YYYY",
      orderId: "Receipt",
      product: "What",
      quantity: "How many",
      unitPrice: "Each",
      defaultCurrency: "EUR",
    });
  });
});
