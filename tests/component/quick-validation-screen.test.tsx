/**
 * Quick Validation against a fake API, with a real answer of the offline engine
 * (tests/component/fixtures/quick-validation.json, written through /api/validate-idea and /api/generations) parsed by
 * the shared contracts. Before a run it says where the result will appear; nothing is validated until the idea has a
 * name; a run shows the score, the verdict and the four sub-scores, and carries the idea to a business plan; a
 * failed run shows the failure card; a past validation reopens from the history.
 */
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { generationDetailResponseSchema, generationListResponseSchema } from "@shared/contracts/generations";
import { quickValidationResponseSchema } from "@shared/contracts/quick-validation";
import { QuickValidationScreen } from "@/features/quick-validation/components/quick-validation-screen";
import fixture from "./fixtures/quick-validation.json";
import { fakeApi } from "./support/fake-api";
import { freeUsage, offlineConfig } from "./support/fixtures";
import { aUser, renderInApp } from "./support/render";

// Checked against the contract; sent as the server wrote it (with its generation and "based on" fields).
const { validation } = quickValidationResponseSchema.parse(fixture.answer);
const answer = fixture.answer;
const history = generationListResponseSchema.parse(fixture.history);
const detail = generationDetailResponseSchema.parse(fixture.detail);

const base = {
  "GET /api/auth/user": { json: aUser() },
  "GET /api/config": { json: offlineConfig },
  "GET /api/usage": { json: freeUsage("business_ideas", 3, 3, "lifetime") },
};
const app = (
  <Routes>
    <Route path="/quick-validation" element={<QuickValidationScreen />} />
    <Route path="/business-ideas" element={<p>Business ideas with the carried idea</p>} />
  </Routes>
);
const open = () => renderInApp(app, { path: "/quick-validation" });

describe("Quick Validation", () => {
  it("says where the result will appear, and validates nothing until the idea has a name", async () => {
    const api = fakeApi({ ...base, "GET /api/generations": { json: { generations: [] } } });
    const { user } = open();
    expect(await screen.findByRole("heading", { name: "Your validation appears here" })).toBeTruthy();
    const validate = screen.getByRole("button", { name: /Validate Idea/ }) as HTMLButtonElement;
    expect(validate.disabled).toBe(true);
    // Spaces are not a name.
    await user.type(screen.getByLabelText(/^Product or niche name/), "   ");
    expect(validate.disabled).toBe(true);
    await user.click(validate);
    expect(api.sent("POST /api/validate-idea")).toEqual([]);
  });

  it("sends the idea, shows its score, verdict and sub-scores, and carries it to a business plan", async () => {
    const api = fakeApi({
      ...base,
      "GET /api/generations": { json: { generations: [] } },
      "POST /api/validate-idea": { json: answer },
    });
    const { user } = open();
    await user.type(await screen.findByLabelText(/^Product or niche name/), validation.product);
    await user.type(screen.getByLabelText(/^Description/), validation.description);
    await user.click(screen.getByRole("button", { name: /Validate Idea/ }));

    const report = await screen.findByRole("region", { name: validation.product });
    expect(api.sent("POST /api/validate-idea")).toEqual([
      { product: validation.product, description: validation.description },
    ]);
    expect(within(report).getByText(String(validation.overallScore))).toBeTruthy();
    expect(within(report).getByTestId("verdict").textContent).toMatch(/fair/i);
    for (const reason of validation.reasons.competition) expect(within(report).getAllByText(reason).length).toBe(1);
    await user.click(within(report).getByRole("button", { name: /Build Business Plan/ }));
    expect(await screen.findByText("Business ideas with the carried idea")).toBeTruthy();
  });

  it("shows the failure card when the validation cannot run", async () => {
    fakeApi({
      ...base,
      "GET /api/generations": { json: { generations: [] } },
      "POST /api/validate-idea": { status: 502, json: { message: "The AI service failed", code: "ai_failed" } },
    });
    const { user } = open();
    await user.type(await screen.findByLabelText(/^Product or niche name/), validation.product);
    await user.click(screen.getByRole("button", { name: /Validate Idea/ }));
    const failed = await screen.findByTestId("validation-failed");
    expect(failed.textContent).toContain("Unable to validate your idea. Please try again.");
  });

  it("reopens a past validation from the history, with its words back in the form", async () => {
    const [past] = history.generations;
    fakeApi({
      ...base,
      "GET /api/generations": { json: history },
      [`GET /api/generations/${past.id}`]: { json: detail },
    });
    const { user } = open();
    const list = await screen.findByRole("list", { name: "Recent validations" });
    await user.click(within(list).getByRole("button", { name: new RegExp(past.label) }));
    expect(await screen.findByRole("region", { name: validation.product })).toBeTruthy();
    expect((screen.getByLabelText(/^Product or niche name/) as HTMLInputElement).value).toBe(validation.product);
  });
});
