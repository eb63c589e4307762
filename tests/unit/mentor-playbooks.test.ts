/** The offline mentor: its playbook data is valid, questions reach the right playbook, answers name the person's data. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MENTOR_PLAYBOOKS } from "../../server/ai/knowledge/mentor/playbooks.data";
import { MENTOR_TOPICS, mentorPlaybookSchema } from "../../server/ai/knowledge/mentor/playbook.schema";
import { offlineMentorReply, pickPlaybook, type MentorFact } from "../../server/ai/knowledge/mentor/offline-mentor";
import { recentWithinBudget } from "../../server/modules/ai-mentor/ai-mentor.service";

describe("mentor playbook data", () => {
  it("passes its schema, one playbook per topic", () => {
    z.array(mentorPlaybookSchema).parse(MENTOR_PLAYBOOKS);
    expect(MENTOR_PLAYBOOKS.map((p) => p.topic).sort()).toEqual([...MENTOR_TOPICS].sort());
  });

  it("tells people to check legal and tax matters with a professional", () => {
    const legal = MENTOR_PLAYBOOKS.find((p) => p.topic === "legal-tax")!;
    expect(legal.checkWithProfessional).toMatch(/accountant or lawyer/);
  });
});

describe("pickPlaybook", () => {
  const cases: [string, string][] = [
    ["Is my idea for a dog-walking app a good idea?", "validation"],
    ["How can I test demand before building an MVP?", "validation"],
    ["How much should I charge for my candles?", "pricing"],
    ["What margin should I aim for on my t-shirts?", "pricing"],
    ["How do I get my first customers?", "first-customers"],
    ["Nobody buys from my store, what should I do?", "first-customers"],
    ["Should I use TikTok or Instagram to promote my brand?", "marketing-channels"],
    ["Is SEO worth it for a small shop?", "marketing-channels"],
    ["How do I find a reliable supplier on Alibaba?", "suppliers"],
    ["What is a good MOQ for my first wholesale order?", "suppliers"],
    ["I have school and a part-time job, how do I find time?", "time-management"],
    ["I keep procrastinating and feel overwhelmed", "time-management"],
    ["I want to give up, nothing is working", "motivation"],
    ["I am scared of failure", "motivation"],
    ["Do I need to register an LLC and pay taxes?", "legal-tax"],
    ["Should I trademark my brand name?", "legal-tax"],
  ];
  it.each(cases)("%s → %s", (question, topic) => {
    expect(pickPlaybook(question)?.topic).toBe(topic);
  });

  it("finds no playbook for small talk, and the answer lists what it can help with", () => {
    expect(pickPlaybook("Hello there!")).toBeNull();
    expect(offlineMentorReply("Hello there!")).toMatch(
      /Here is what I can answer for your business:\n- From your own figures/,
    );
  });
});

describe("offlineMentorReply", () => {
  const facts: MentorFact[] = [
    { kind: "validation", name: "Plant Care Kits", text: 'Quick validation of "Plant Care Kits": 74/100 (good)' },
    {
      kind: "product-idea",
      name: "Desk Plants Box",
      text: 'Product idea "Desk Plants Box" (Home, for office workers)',
    },
  ];

  it("names the person's business and lists their data", () => {
    const reply = offlineMentorReply("How should I price it?", facts);
    expect(reply).toContain("**Plant Care Kits**");
    expect(reply).toContain('Quick validation of "Plant Care Kits": 74/100 (good)');
    expect(reply).toContain('Product idea "Desk Plants Box"');
    expect(reply).toMatch(/^1\. /m);
    expect(reply).toContain("**Your next step:**");
  });

  it("speaks of 'your business' without data, and adds the professional line on legal questions", () => {
    const reply = offlineMentorReply("What taxes do I pay?");
    expect(reply).toContain("your business");
    expect(reply).toMatch(/check your own case with a qualified accountant or lawyer/);
  });

  it.each(["$`", "$&", "$'", "$1", "$$"])("writes a business named with %s as typed", (pattern) => {
    const name = `Qux ${pattern} Co`;
    const reply = offlineMentorReply("How should I price it?", [{ kind: "validation", name, text: `About ${name}` }]);
    expect(reply.split("\n")[0]).toBe(
      // A backtick is escaped (markdown-text.ts): the client shows it as typed, never as code.
      `Price **${name.replace("`", "\\`")}** from the value to the customer and your costs, not from the cheapest competitor.`,
    );
  });

  it("is deterministic", () => {
    expect(offlineMentorReply("How do I find suppliers?", facts)).toBe(
      offlineMentorReply("How do I find suppliers?", facts),
    );
  });
});

describe("recentWithinBudget", () => {
  const msg = (id: number, content: string) => ({
    id,
    role: id % 2 ? "user" : "assistant",
    content,
    incomplete: false,
    conversationId: 1,
    userId: 1,
    createdAt: new Date(),
  });
  it("keeps the newest messages that fit, oldest first", () => {
    const messages = [msg(1, "a".repeat(50)), msg(2, "b".repeat(50)), msg(3, "c".repeat(50))];
    expect(recentWithinBudget(messages, 120).map((m) => m.content[0])).toEqual(["b", "c"]);
    expect(recentWithinBudget(messages, 10)).toEqual([]);
    expect(recentWithinBudget(messages).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });
});
