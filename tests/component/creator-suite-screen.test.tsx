/**
 * The Creative Suite against a fake API: a free user gets the upsell; a Pro user's empty topic is refused beside
 * its field, a piece is generated from what the form sends and shown, and the library lists, searches and deletes.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  creatorGenerateResponseSchema,
  creatorHistoryResponseSchema,
  type ContentPiece,
} from "@shared/contracts/creator-suite";
import { CreatorSuiteScreen } from "@/features/creator-suite/components/creator-suite-screen";
import { fakeApi } from "./support/fake-api";
import { generated } from "./support/fixtures";
import { aUser, errorBeside, findToast, renderInApp } from "./support/render";

const piece = (id: number, title: string, overrides: Partial<ContentPiece> = {}): ContentPiece => ({
  id,
  type: "social_post",
  title,
  content: "Pour, wait, light: three steps to your first candle sale this weekend.",
  tone: "casual",
  platform: "instagram",
  length: "short",
  topic: "Starting a candle business",
  targetAudience: "students",
  draft: false,
  wordCount: 12,
  createdAt: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

const pro = aUser({ selectedPlan: "pro", proSubscriptionEndDate: "2027-11-01T00:00:00.000Z" });

describe("the Creative Suite", () => {
  it("shows a free user the upsell instead of the workspace", async () => {
    fakeApi({ "GET /api/auth/user": { json: aUser() } });
    renderInApp(<CreatorSuiteScreen />);
    expect(await screen.findByText("The Creative Suite is a Pro tool")).toBeTruthy();
    expect(screen.queryByLabelText(/^Topic/)).toBeNull();
  });

  it("refuses an empty topic beside it, then sends the form and shows the piece", async () => {
    const api = fakeApi({
      "GET /api/auth/user": { json: pro },
      "GET /api/usage": { json: { plan: "pro", usage: {}, fairUse: { limit: 200, used: 0, remaining: 200 } } },
      "GET /api/generations": { json: { generations: [] } },
      "POST /api/creator/generate": {
        json: {
          ...creatorGenerateResponseSchema.parse({ content: piece(7, "Your first candle sale") }),
          ...generated("creator-suite"),
        },
      },
    });
    const { user } = renderInApp(<CreatorSuiteScreen />);
    const topic = await screen.findByLabelText(/^Topic/);
    await user.click(screen.getByRole("button", { name: "Generate Content" }));
    await waitFor(() => expect(errorBeside(topic)).toBe("Please enter a topic for your content."));
    expect(api.sent("POST /api/creator/generate")).toHaveLength(0);

    await user.type(topic, "Starting a candle business");
    await user.type(screen.getByLabelText(/^Target audience/), "students");
    await user.selectOptions(screen.getByLabelText(/^Platform/), "tiktok");
    await user.click(screen.getByRole("button", { name: "Generate Content" }));
    expect(await screen.findByText("Your first candle sale")).toBeTruthy();
    expect(api.sent("POST /api/creator/generate")).toEqual([
      {
        type: "social_post",
        topic: "Starting a candle business",
        targetAudience: "students",
        tone: "casual",
        length: "short",
        platform: "tiktok",
      },
    ]);
  });

  it("lists the library, searches it and deletes a piece", async () => {
    let pieces = [
      piece(1, "Candle launch post"),
      piece(2, "Weekly newsletter", { type: "newsletter", platform: null, topic: "News" }),
    ];
    const api = fakeApi({
      "GET /api/auth/user": { json: pro },
      "GET /api/usage": { json: { plan: "pro", usage: {}, fairUse: { limit: 200, used: 0, remaining: 200 } } },
      "GET /api/creator/history": () => ({ json: creatorHistoryResponseSchema.parse(pieces) }),
      "DELETE /api/creator/history/1": () => {
        pieces = pieces.slice(1);
        return { status: 204 };
      },
    });
    const { user } = renderInApp(<CreatorSuiteScreen />);
    await user.click(await screen.findByRole("tab", { name: "Content Library" }));
    expect(await screen.findByText("Candle launch post")).toBeTruthy();
    const search = screen.getByRole("searchbox");
    await user.type(search, "zzz");
    expect(await screen.findByText("Nothing matches")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await user.click(screen.getByRole("button", { name: "Delete Candle launch post" }));
    expect(await findToast("Content deleted")).toContain('"Candle launch post" was removed from your library.');
    await waitFor(() => expect(screen.queryByText("Candle launch post")).toBeNull());
    expect(within(document.body).getByText("Weekly newsletter")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
