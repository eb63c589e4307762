/**
 * The mentor's past conversations on the mentor screen against a fake API: the list (pinned first as the server
 * orders it), opening one loads its messages, pin and rename are sent, a search marks its matching words, a new
 * conversation is created and one deleted.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  mentorConversationListResponseSchema,
  mentorConversationResponseSchema,
  mentorHistoryResponseSchema,
  type MentorConversation,
} from "@shared/contracts/ai-mentor";
import { MentorScreen } from "@/features/ai-mentor/components/mentor-screen";
import { fakeApi } from "./support/fake-api";
import { freeUsage } from "./support/fixtures";
import { renderInApp } from "./support/render";

const conversation = (id: number, title: string, pinned = false): MentorConversation => ({
  id,
  title,
  pinned,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: `2026-11-2${id}T10:00:00.000Z`,
});

function mentorApi() {
  let list = [conversation(2, "Pricing candles", true), conversation(1, "First customers")];
  const api = fakeApi({
    "GET /api/ai-mentor/conversations": (call) => {
      const q = new URLSearchParams(call.search).get("q");
      return {
        json: mentorConversationListResponseSchema.parse({
          conversations: q
            ? [
                {
                  ...list[0],
                  titleHighlight: [
                    { text: "Pricing ", match: false },
                    { text: "candles", match: true },
                  ],
                  matches: [
                    {
                      messageId: 5,
                      role: "assistant",
                      snippet: [
                        { text: "Price **", match: false },
                        { text: "candles", match: true },
                        { text: "** on value", match: false },
                      ],
                    },
                  ],
                },
              ]
            : list,
        }),
      };
    },
    "GET /api/ai-mentor/history": (call) => {
      const id = Number(new URLSearchParams(call.search).get("conversationId") ?? list[0]?.id ?? 0);
      const c = list.find((x) => x.id === id) ?? null;
      return {
        json: mentorHistoryResponseSchema.parse({
          conversation: c,
          messages: c
            ? [
                { id: id * 10, role: "user", content: `About ${c.title}?`, incomplete: false, createdAt: c.createdAt },
                {
                  id: id * 10 + 1,
                  role: "assistant",
                  content: `Answer on ${c.title}.`,
                  incomplete: false,
                  createdAt: c.createdAt,
                },
              ]
            : [],
        }),
      };
    },
    "GET /api/usage": { json: freeUsage("mentor_message", 20, 20, "day") },
    "GET /api/ai-mentor/memories": { json: { memories: [] } },
    "PATCH /api/ai-mentor/conversations/1": (call) => {
      list = list.map((c) => (c.id === 1 ? { ...c, ...(call.body as Partial<MentorConversation>) } : c));
      return { json: mentorConversationResponseSchema.parse({ conversation: list.find((c) => c.id === 1) }) };
    },
    "POST /api/ai-mentor/conversations": () => {
      const fresh = conversation(3, "New conversation");
      list = [fresh, ...list];
      return { status: 201, json: mentorConversationResponseSchema.parse({ conversation: fresh }) };
    },
    "DELETE /api/ai-mentor/conversations/1": () => {
      list = list.filter((c) => c.id !== 1);
      return { status: 204 };
    },
  });
  return api;
}

describe("the mentor's conversations", () => {
  it("lists them, opens one with its messages, pins and renames it", async () => {
    const api = mentorApi();
    const { user } = renderInApp(<MentorScreen />);
    const first = await screen.findByRole("button", { name: /^First customers/ });
    expect(await screen.findByText("Answer on Pricing candles.")).toBeTruthy();
    await user.click(first);
    expect(await screen.findByText("Answer on First customers.")).toBeTruthy();
    expect(api.calls.some((c) => c.path === "/api/ai-mentor/history" && c.search === "?conversationId=1")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Pin conversation First customers" }));
    await waitFor(() => expect(api.sent("PATCH /api/ai-mentor/conversations/1")).toEqual([{ pinned: true }]));
    await user.click(screen.getByRole("button", { name: "Rename" }));
    const title = screen.getByLabelText("Conversation title");
    await user.clear(title);
    await user.type(title, "Finding my first buyers");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.sent("PATCH /api/ai-mentor/conversations/1").at(-1)).toEqual({ title: "Finding my first buyers" }),
    );
    expect(await screen.findByText("Finding my first buyers")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export (.md)" }).getAttribute("href")).toBe(
      "/api/ai-mentor/conversations/1/export.md",
    );
  });

  it("marks a search's matching words, starts a new conversation and deletes one", async () => {
    const api = mentorApi();
    const { user } = renderInApp(<MentorScreen />);
    await screen.findByRole("button", { name: /^First customers/ });
    await user.type(screen.getByLabelText("Search conversations"), "candles");
    const marks = await screen.findAllByText("candles", { selector: "mark" });
    expect(marks).toHaveLength(2);
    // Markdown's marks are left out of a snippet.
    expect(marks[1].parentElement?.textContent).toBe("Mentor: Price candles on value");
    await user.clear(screen.getByLabelText("Search conversations"));

    await user.click(await screen.findByRole("button", { name: "New conversation" }));
    await waitFor(() => expect(api.sent("POST /api/ai-mentor/conversations")).toHaveLength(1));
    await user.click(await screen.findByRole("button", { name: "Delete conversation First customers" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /^First customers/ })).toBeNull());
    expect(within(document.body).queryByText("Pricing candles")).toBeTruthy();
  });
});
