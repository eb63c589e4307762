/**
 * Memories change the mentor's answers (docs/decisions/1477-memories-change-answers.md): what a person told the
 * mentor earlier is used by later answers, not only repeated. A remembered budget bounds "What should I buy first?"
 * in the person's currency (the lines add up to it exactly); a remembered price and hours change the pricing and
 * time playbooks; a remembered place answers a licence question for a profile without a country.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

async function ask(client: HttpClient, message: string): Promise<string> {
  const res = await client.post("/api/ai-mentor/chat", { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as string;
}

/** The amounts of the answer's "- what: amount" lines, in cents, as the person reads them. */
function lineCents(answer: string, symbol: string): number[] {
  const escaped = symbol.replace(/[$]/g, "\\$");
  return [...answer.matchAll(new RegExp(`^- .+: ${escaped}([\\d,]+(?:\\.\\d{2})?)$`, "gm"))].map((m) =>
    Math.round(Number(m[1].replace(/,/g, "")) * 100),
  );
}

describe("what the person told the mentor changes later answers", () => {
  it('"I have $300", then "What should I buy first?": within $300, lines adding up to it', async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    await client.put("/api/business-profile", { sells: "soy candles", country: "US" });
    const before = await ask(client, "What should I buy first?");
    expect(before).toContain("I don't know your budget yet");

    expect(await ask(client, "remember that I have $300")).toContain('I\'ll remember: "I have $300"');
    const answer = await ask(client, "What should I buy first?");
    expect(answer).toContain('With **$300** (you told me: "I have $300")');
    expect(answer).toContain("**soy candles**");
    const lines = lineCents(answer, "$");
    expect(lines.length).toBe(4);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(answer).toContain("Total: $300.");
  });

  it("reads a budget said without a symbol in the profile's currency (GBP), and a memory over the profile's budget", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    await client.put("/api/business-profile", { sells: "silver rings", country: "GB", budget: "£900" });
    const fromProfile = await ask(client, "How should I spend my budget?");
    expect(fromProfile).toContain("With **£900** (from your business profile)");

    await client.post("/api/ai-mentor/memories", { text: "I have 250 to start with" });
    const answer = await ask(client, "What should I buy first?");
    expect(answer).toContain('With **£250** (you told me: "I have 250 to start with")');
    expect(answer).not.toMatch(/\$\d/);
    expect(lineCents(answer, "£").reduce((a, b) => a + b, 0)).toBe(25_000);
  });

  it("a tutor's budget in euros goes to a service's first purchases, and hours told are used", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    await client.put("/api/business-profile", { sells: "maths tutoring", country: "DE" });
    await client.post("/api/ai-mentor/memories", { text: "I have €80" });
    await client.post("/api/ai-mentor/memories", { text: "I can only work 4 hours a week" });
    const answer = await ask(client, "What should I spend my money on first?");
    expect(answer).toContain("With **€80**");
    expect(answer).toContain("The tools or materials your first job needs: €24");
    expect(lineCents(answer, "€").reduce((a, b) => a + b, 0)).toBe(8_000);
    expect(answer).toContain("in 4 hours a week");

    const time = await ask(client, "How do I fit this around school? I am always busy");
    expect(time).toContain("With the **4 hours a week** you told me you have");
  });

  it("a remembered price changes the pricing answer; a remembered place answers a licence question", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    await client.put("/api/business-profile", { sells: "meal prep boxes" });
    await client.post("/api/ai-mentor/memories", { text: "I sell each box for $14" });
    const pricing = await ask(client, "Should I raise my price? Am I too cheap?");
    expect(pricing).toContain('You told me you sell at **$14** ("I sell each box for $14")');

    await client.post("/api/ai-mentor/memories", { text: "I live in Ohio" });
    const licence = await ask(client, "Do I need a food licence to sell meals from home?");
    expect(licence).toContain("Here is what usually applies in **Ohio, United States**");
  });
});
