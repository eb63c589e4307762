/** 'Log evidence' on a tracked idea's page: form-kit fields over the API's own schema (shared/contracts/idea-evidence.ts). */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EvidenceForm } from "@/features/idea-tracker/components/evidence-form";
import { ApiError } from "@/lib/api-client";
import { errorBeside, findToast, renderInApp } from "./support/render";

function open(onAdd = vi.fn(async () => {})) {
  const view = renderInApp(<EvidenceForm pending={false} onAdd={onAdd} />);
  return { ...view, onAdd };
}

describe("evidence form", () => {
  it("sends a conversations entry with exact money and clears the fields", async () => {
    const { user, onAdd } = open();
    await user.type(screen.getByLabelText(/^People you spoke to/), "5");
    await user.type(screen.getByLabelText(/^How many would pay/), "3");
    await user.type(screen.getByLabelText(/^At what price/), "15");
    await user.type(screen.getByLabelText(/^In their own words/), "I'd buy it weekly");
    await user.click(screen.getByRole("button", { name: "Add to the log" }));
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        type: "conversations",
        people: 5,
        wouldPay: 3,
        price: "15.00",
        quote: "I'd buy it weekly",
      }),
    );
    await waitFor(() => expect((screen.getByLabelText(/^People you spoke to/) as HTMLInputElement).value).toBe(""));
  });

  it("refuses more payers than people beside the field, and sends nothing", async () => {
    const { user, onAdd } = open();
    await user.type(screen.getByLabelText(/^People you spoke to/), "3");
    const wouldPay = screen.getByLabelText(/^How many would pay/);
    await user.type(wouldPay, "4");
    await user.click(screen.getByRole("button", { name: "Add to the log" }));
    await waitFor(() =>
      expect(errorBeside(wouldPay)).toBe("Would pay must be at most the number of people you spoke to"),
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("switches to pre-orders, and the server's 400 lands beside its field", async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError(400, "Invalid request", "validation_error", {
        details: [{ path: "amount", message: "Amount must be at most 9,999,999" }],
      });
    });
    const { user } = open(refuse);
    await user.selectOptions(screen.getByLabelText("What did you learn?"), "preorders");
    await user.type(screen.getByLabelText(/^Pre-orders or deposits/), "2");
    const amount = screen.getByLabelText(/^Money received/);
    await user.type(amount, "30");
    await user.click(screen.getByRole("button", { name: "Add to the log" }));
    await waitFor(() => expect(errorBeside(amount)).toBe("Amount must be at most 9,999,999"));
    expect(refuse).toHaveBeenCalledWith({ type: "preorders", count: 2, amount: "30.00" });
  });

  it("any other refusal is a toast with the server's words", async () => {
    const full = vi.fn(async () => {
      throw new ApiError(409, "An idea can hold up to 200 evidence entries. Delete one to add another.", "conflict");
    });
    const { user } = open(full);
    await user.selectOptions(screen.getByLabelText("What did you learn?"), "note");
    await user.type(screen.getByLabelText(/^Note/), "Vet likes it");
    await user.click(screen.getByRole("button", { name: "Add to the log" }));
    expect(await findToast("Could not log the evidence")).toContain("up to 200 evidence entries");
  });
});
