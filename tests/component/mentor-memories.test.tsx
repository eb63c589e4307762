/**
 * The mentor's memories panel against a fake API: empty, a memory added, a secret refused with the server's
 * reason beside the box, one edited and one deleted, and "What do you know about me?".
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  mentorMemoryListResponseSchema,
  mentorMemoryResponseSchema,
  type MentorMemory,
} from "@shared/contracts/ai-mentor";
import { MemoriesPanel } from "@/features/ai-mentor/components/memories-panel";
import { fakeApi } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const memory = (id: number, text: string): MentorMemory => ({
  id,
  text,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
});

function memoriesApi(start: MentorMemory[]) {
  let memories = start;
  const api = fakeApi({
    "GET /api/ai-mentor/memories": () => ({ json: mentorMemoryListResponseSchema.parse({ memories }) }),
    "POST /api/ai-mentor/memories": (call) => {
      const text = (call.body as { text: string }).text;
      if (text.includes("password"))
        return {
          status: 400,
          json: { message: "That looks like a password; the mentor does not keep secrets.", code: "validation_error" },
        };
      const added = memory(memories.length + 10, text);
      memories = [...memories, added];
      return { status: 201, json: mentorMemoryResponseSchema.parse({ memory: added }) };
    },
    "PATCH /api/ai-mentor/memories/1": (call) => {
      memories = memories.map((m) => (m.id === 1 ? { ...m, text: (call.body as { text: string }).text } : m));
      return { json: mentorMemoryResponseSchema.parse({ memory: memories[0] }) };
    },
    "DELETE /api/ai-mentor/memories/2": () => {
      memories = memories.filter((m) => m.id !== 2);
      return { status: 204 };
    },
  });
  return api;
}

describe("the mentor's memories", () => {
  it("starts empty, refuses a secret beside the box with the server's reason, then adds a memory", async () => {
    const api = memoriesApi([]);
    const ask = vi.fn();
    const { user } = renderInApp(<MemoriesPanel onAskWhatYouKnow={ask} disabled={false} />);
    expect(await screen.findByText("Nothing remembered yet.")).toBeTruthy();
    const box = screen.getByLabelText("Something the mentor should remember");
    await user.type(box, "my password is hunter2");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(errorBeside(box)).toBe("That looks like a password; the mentor does not keep secrets."));
    await user.clear(box);
    await user.type(box, "I can only work weekends");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("I can only work weekends")).toBeTruthy();
    expect(errorBeside(box)).toBeNull();
    expect(api.sent("POST /api/ai-mentor/memories")).toEqual([
      { text: "my password is hunter2" },
      { text: "I can only work weekends" },
    ]);
    await user.click(screen.getByRole("button", { name: "What do you know about me?" }));
    expect(ask).toHaveBeenCalledOnce();
  });

  it("edits one memory and deletes another", async () => {
    const api = memoriesApi([memory(1, "I sell candles"), memory(2, "I live in Leeds")]);
    const { user } = renderInApp(<MemoriesPanel onAskWhatYouKnow={() => {}} disabled={false} />);
    await user.click(await screen.findByRole("button", { name: "Edit memory: I sell candles" }));
    const edit = screen.getByLabelText("Edit memory");
    await user.clear(edit);
    await user.type(edit, "I sell soy candles");
    await user.click(screen.getByRole("button", { name: "Save memory" }));
    expect(await screen.findByText("I sell soy candles")).toBeTruthy();
    expect(api.sent("PATCH /api/ai-mentor/memories/1")).toEqual([{ text: "I sell soy candles" }]);

    await user.click(screen.getByRole("button", { name: "Delete memory: I live in Leeds" }));
    await waitFor(() => expect(screen.queryByText("I live in Leeds")).toBeNull());
    expect(screen.getAllByTestId("mentor-memory")).toHaveLength(1);
  });
});
