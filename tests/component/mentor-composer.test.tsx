/** The mentor's composer (form kit + the chat schema of shared/contracts/ai-mentor.ts) on the mentor screen. */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MentorScreen } from "@/features/ai-mentor/components/mentor-screen";
import { fakeApi } from "./support/fake-api";
import { freeUsage } from "./support/fixtures";
import { renderInApp } from "./support/render";

const sse = (...events: [string, unknown][]) =>
  events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");

const EMPTY_HISTORY = { json: { conversation: null, messages: [] } };

function openMentor(history: () => Promise<typeof EMPTY_HISTORY> | typeof EMPTY_HISTORY = () => EMPTY_HISTORY) {
  const api = fakeApi({
    "GET /api/ai-mentor/history": history,
    "GET /api/ai-mentor/conversations": { json: { conversations: [] } },
    "GET /api/usage": { json: freeUsage("mentor_message", 20, 20, "day") },
    "POST /api/ai-mentor/chat": {
      type: "text/event-stream",
      text: sse(
        ["delta", { text: "Price your business " }],
        ["delta", { text: "on value." }],
        ["done", { id: 2, conversationId: 1 }],
      ),
    },
  });
  const view = renderInApp(<MentorScreen />);
  return {
    ...view,
    api,
    input: screen.getByLabelText("Your message") as HTMLTextAreaElement,
    send: screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement,
    counter: () => screen.getByTestId("mentor-counter").textContent,
  };
}

describe("mentor composer", () => {
  it("sends nothing blank: the button stays disabled and Enter does nothing", async () => {
    const { user, input, send, api } = openMentor();
    expect(send.disabled).toBe(true);
    await user.type(input, "    ");
    expect(send.disabled).toBe(true);
    await user.type(input, "{Enter}");
    expect(api.sent("POST /api/ai-mentor/chat")).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a popular question fills the input and the counter; Enter sends it trimmed and empties the input", async () => {
    const { user, input, counter, api } = openMentor();
    await screen.findByText("20 free messages left today");
    await user.click(screen.getByRole("button", { name: "How should I price my product?" }));
    expect(input.value).toBe("How should I price my product?");
    expect(counter()).toBe("30/500");
    expect(document.activeElement).toBe(input);
    await user.type(input, "  {Enter}");
    await screen.findByText(/on value\./);
    expect(api.sent("POST /api/ai-mentor/chat")).toEqual([{ message: "How should I price my product?" }]);
    expect(input.value).toBe("");
    expect(counter()).toBe("0/500");
  });

  it("Shift+Enter starts a new line instead of sending; the input stops at 500 characters", async () => {
    const { user, input, counter, api } = openMentor();
    await user.type(input, "First line{Shift>}{Enter}{/Shift}second");
    expect(input.value).toBe("First line\nsecond");
    expect(api.sent("POST /api/ai-mentor/chat")).toEqual([]);
    await user.clear(input);
    await user.click(input);
    await user.paste("x".repeat(600));
    await waitFor(() => expect(counter()).toBe("500/500"));
  });

  it("sends nothing while the conversation loads, then keeps the message sent after it arrived", async () => {
    let arrive = () => {};
    const loaded = new Promise<typeof EMPTY_HISTORY>((resolve) => (arrive = () => resolve(EMPTY_HISTORY)));
    const { user, input, send, api } = openMentor(() => loaded);
    await user.type(input, "How should I price my idea?");
    expect(send.disabled).toBe(true);
    await user.type(input, "{Enter}");
    expect(api.sent("POST /api/ai-mentor/chat")).toEqual([]);
    expect(input.value).toBe("How should I price my idea?");

    arrive();
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.type(input, "{Enter}");
    await screen.findByText(/on value\./);
    expect(api.sent("POST /api/ai-mentor/chat")).toEqual([{ message: "How should I price my idea?" }]);
    const log = screen.getByRole("log", { name: "Conversation with your mentor" });
    expect(log.textContent).toContain("How should I price my idea?");
  });
});
