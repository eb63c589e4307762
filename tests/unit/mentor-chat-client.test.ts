/** The mentor page's pure parts: the follow-up rule, the failure messages, the send rule, SSE parsing, safe Markdown. */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  canSend,
  failureMessage,
  FAILURE_MESSAGES,
  FOLLOW_UP_QUESTIONS,
  POPULAR_QUESTIONS,
  withFollowUp,
} from "../../client/src/features/ai-mentor/chat-rules";
import { createSseParser, type SseEvent } from "../../client/src/features/ai-mentor/sse";
import { Markdown } from "../../client/src/features/ai-mentor/components/markdown";
import { ApiError } from "../../client/src/lib/api-client";

const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe("follow-up question rule", () => {
  it("has six popular questions and six follow-up variants", () => {
    expect(POPULAR_QUESTIONS).toHaveLength(6);
    expect(new Set(FOLLOW_UP_QUESTIONS).size).toBe(6);
  });

  it("appends a follow-up below the 70% draw to a reply without a question mark, picked by the second draw", () => {
    expect(withFollowUp("Start small.", sequence(0.69, 0))).toBe(`Start small.\n\n${FOLLOW_UP_QUESTIONS[0]}`);
    expect(withFollowUp("Start small.", sequence(0.1, 0.99))).toBe(`Start small.\n\n${FOLLOW_UP_QUESTIONS[5]}`);
    expect(withFollowUp("Start small.", sequence(0.7))).toBe("Start small.");
  });

  it("never appends to a reply that already asks a question", () => {
    expect(withFollowUp("What is your budget?", sequence(0))).toBe("What is your budget?");
  });

  it("appends in about 70% of replies", () => {
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const appended = Array.from({ length: 2000 }, () => withFollowUp("Done.", random) !== "Done.").filter(
      Boolean,
    ).length;
    expect(appended / 2000).toBeGreaterThan(0.65);
    expect(appended / 2000).toBeLessThan(0.75);
  });
});

describe("failure messages", () => {
  it("picks the specification's three texts by what the error says", () => {
    expect(failureMessage(new ApiError(401, "Authentication required"))).toBe(FAILURE_MESSAGES.disconnected);
    expect(failureMessage(new Error("Unauthorized"))).toMatch(
      /^Looks like we got disconnected! Mind refreshing the page\?/,
    );
    expect(failureMessage(new ApiError(500, "Internal server error"))).toMatch(/technical hiccups/);
    expect(failureMessage(new ApiError(502, "The AI engine failed"))).toMatch(/trouble connecting.*try again/i);
    expect(failureMessage(new TypeError("Failed to fetch"))).toBe(FAILURE_MESSAGES.other);
  });
});

describe("canSend", () => {
  it("refuses blank, over-long or pending messages", () => {
    expect(canSend("Hi", false)).toBe(true);
    expect(canSend("   \n ", false)).toBe(false);
    expect(canSend("Hi", true)).toBe(false);
    expect(canSend("x".repeat(500), false)).toBe(true);
    expect(canSend("x".repeat(501), false)).toBe(false);
  });
});

describe("createSseParser", () => {
  it("reads events split anywhere across chunks", () => {
    const seen: SseEvent[] = [];
    const feed = createSseParser((e) => seen.push(e));
    const wire =
      'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\r\ndata: {"text":"lo"}\r\n\r\nevent: done\ndata: {"id":7,"conversationId":2}\n\n';
    for (let i = 0; i < wire.length; i += 5) feed(wire.slice(i, i + 5));
    expect(seen).toEqual([
      { event: "delta", data: '{"text":"Hel"}' },
      { event: "delta", data: '{"text":"lo"}' },
      { event: "done", data: '{"id":7,"conversationId":2}' },
    ]);
  });
});

describe("Markdown", () => {
  const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

  it("renders lists, bold and links", () => {
    const out = html("Do this:\n\n1. **Talk** to buyers\n2. Test a price\n\n- one\n- [guide](https://example.com/x)");
    expect(out).toContain("<ol");
    expect(out).toContain("<li><strong>Talk</strong> to buyers</li>");
    expect(out).toContain("<ul");
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it("never renders raw HTML or unsafe links", () => {
    const out = html('<img src=x onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3))');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    expect(out).toContain("&lt;img");
    expect(out).not.toContain("javascript:");
    expect(out).toContain("click");
  });

  it("shows a backslash-escaped mark as the mark: a person's text is never read as Markdown", () => {
    expect(html("**my\\_shop\\_name** and \\*\\*sale\\*\\* and a\\\\b")).toBe(
      '<div class="space-y-2 break-words"><p><strong>my_shop_name</strong> and **sale** and a\\b</p></div>',
    );
    expect(html("**<script>** \\[x\\](/imports)")).toBe(
      '<div class="space-y-2 break-words"><p><strong>&lt;script&gt;</strong> [x](/imports)</p></div>',
    );
  });
});
