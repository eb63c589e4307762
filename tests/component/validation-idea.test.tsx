/**
 * The validation report's tracked idea (docs/decisions/1304-validation-tracked-as-an-idea.md), against a fake API
 * typed by shared/contracts/idea-tracker.ts: before tracking, 'Track this idea' sends the validation's id; once
 * tracked, the idea's current evidence-based score and a link to its page.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TrackedIdea, ValidationIdeaResponse } from "@shared/contracts/idea-tracker";
import type { EvidenceScore } from "@shared/contracts/idea-evidence";
import { ValidationIdea } from "@/features/quick-validation/components/validation-idea";
import { fakeApi } from "./support/fake-api";
import { renderInApp } from "./support/render";

const reasoned = (score: number) => ({ score, reasons: ["From the log."] });
const evidenceScore: EvidenceScore = {
  demand: reasoned(70),
  willingnessToPay: reasoned(66),
  competition: reasoned(80),
  overall: reasoned(64),
  strength: "some",
  strengthReason: "1 pre-order.",
  evidenceCount: 1,
  scoredAt: "2026-11-20T10:00:00.000Z",
};
const tracked: TrackedIdea = {
  id: 41,
  title: "Zorblax dog treats",
  description: "Grain-free dog treats.",
  industry: "",
  status: "idea",
  aiScores: null,
  evidenceScore,
  userRating: null,
  validationId: 9,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const idea = { title: "Zorblax dog treats", description: "Grain-free dog treats." };

describe("the validation report's tracked idea", () => {
  it("offers to track an untracked validation, sends its id, then shows the idea's evidence score and link", async () => {
    let linked: ValidationIdeaResponse = { idea: null };
    const api = fakeApi({
      "GET /api/business-ideas/from-validation/9": () => ({ json: linked }),
      "POST /api/business-ideas": () => {
        linked = { idea: tracked };
        return { status: 201, json: { idea: tracked, scoring: { status: "scored" } } };
      },
    });
    const { user } = renderInApp(<ValidationIdea validationId={9} idea={idea} />);
    await user.click(await screen.findByRole("button", { name: "Track this idea" }));
    await waitFor(() =>
      expect(api.sent("POST /api/business-ideas")).toEqual([
        { title: "Zorblax dog treats", description: "Grain-free dog treats.", industry: "", validationId: 9 },
      ]),
    );
    const box = await screen.findByTestId("validation-tracked-idea");
    expect(box.textContent).toContain("Evidence score 64/100");
    expect(box.textContent).toContain("Some evidence");
    expect(screen.getByRole("link", { name: "Open tracked idea" }).getAttribute("href")).toBe("/idea-tracker/41");
    expect(screen.queryByRole("button", { name: "Track this idea" })).toBeNull();
  });

  it("says 'Not scored yet' for a tracked idea without a score, still linking to it", async () => {
    fakeApi({
      "GET /api/business-ideas/from-validation/9": { json: { idea: { ...tracked, evidenceScore: null } } },
    });
    renderInApp(<ValidationIdea validationId={9} idea={idea} />);
    expect((await screen.findByTestId("validation-tracked-idea")).textContent).toContain("Not scored yet");
    expect(screen.getByRole("link", { name: "Open tracked idea" }).getAttribute("href")).toBe("/idea-tracker/41");
  });
});
