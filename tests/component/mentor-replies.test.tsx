/**
 * The mentor's replies when the server refuses or fails, against a fake API: the free limit's message with the way
 * to upgrade, and a server failure's apology with the question kept on screen.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FAILURE_MESSAGES } from "@/features/ai-mentor/chat-rules";
import { MentorScreen } from "@/features/ai-mentor/components/mentor-screen";
import { fakeApi } from "./support/fake-api";
import { freeUsage } from "./support/fixtures";
import { renderInApp } from "./support/render";

type Answer = { status?: number; json?: unknown; text?: string; type?: string };

function openMentor(chat: Answer) {
  const api = fakeApi({
    "GET /api/ai-mentor/history": { json: { conversation: null, messages: [] } },
    "GET /api/ai-mentor/conversations": { json: { conversations: [] } },
    "GET /api/ai-mentor/memories": { json: { memories: [] } },
    "GET /api/usage": { json: freeUsage("mentor_message", 20, 0, "day") },
    "POST /api/ai-mentor/chat": chat,
  });
  return { ...renderInApp(<MentorScreen />), api };
}

async function ask(user: ReturnType<typeof renderInApp>["user"], text: string) {
  await user.type(await screen.findByLabelText("Your message"), `${text}{Enter}`);
}

describe("the mentor's replies", () => {
  it("answers the free limit with its message and the way to upgrade", async () => {
    const { user, api } = openMentor({
      status: 402,
      json: { message: "Free trial limit reached: you have used your 20 free mentor messages today.", code: "limit" },
    });
    await ask(user, "How do I price candles?");
    expect(await screen.findByText(/you have used your 20 free mentor messages today/)).toBeTruthy();
    expect(
      screen.getAllByRole("link", { name: "Upgrade to Pro" }).some((l) => l.getAttribute("href") === "/checkout"),
    ).toBe(true);
    expect(api.sent("POST /api/ai-mentor/chat")).toEqual([{ message: "How do I price candles?" }]);
  });

  it("apologises for a server failure and keeps the question on screen", async () => {
    const { user } = openMentor({ status: 500, json: { message: "Internal error", code: "internal" } });
    await ask(user, "What should I sell?");
    expect(await screen.findByText(FAILURE_MESSAGES.server)).toBeTruthy();
    expect(screen.getByText("What should I sell?")).toBeTruthy();
  });
});
