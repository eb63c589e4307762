/**
 * "What should I do next?" (docs/decisions/1472-what-next-from-the-weakest-evidence.md): the mentor answers from the
 * person's latest roadmap's next step and the tracked idea with the weakest evidence, with what to collect for it;
 * with neither it says so and points to both tools. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
async function ask(client: Client, message: string): Promise<string> {
  const res = await client.post("/api/ai-mentor/chat", { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as string;
}

async function trackedIdea(client: Client, title: string) {
  const res = await client.post("/api/business-ideas", {
    title,
    description: `${title} sold online`,
    industry: "E-commerce",
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.idea.id as number;
}

describe("the mentor's 'what next'", () => {
  it("with no roadmap and no idea it says so and points to both tools", async () => {
    const { client } = await signedInUser(app);
    const answer = await ask(client, "What should I do next?");
    expect(answer).toContain("no roadmap or tracked idea yet");
    expect(answer).toContain("(/launch-roadmap)");
  });

  it("names the roadmap's next step and the idea with the weakest evidence, with what to collect", async () => {
    const { client } = await signedInUser(app);
    const roadmap = await client.post("/api/generate-personalized-roadmap", {
      businessName: "Wick & Co",
      businessIdea: "Soy candles sold on Etsy",
      industry: "ecommerce",
    });
    expect(roadmap.status, JSON.stringify(roadmap.body).slice(0, 200)).toBeLessThan(300);
    const strong = await trackedIdea(client, "Candle gift boxes");
    const weak = await trackedIdea(client, "Wax melts");
    // The gift boxes have ten conversations (some evidence); the wax melts have one (anecdotal).
    await client.post(`/api/business-ideas/${strong}/evidence`, {
      type: "conversations",
      people: 10,
      wouldPay: 6,
      price: "20",
    });
    await client.post(`/api/business-ideas/${weak}/evidence`, { type: "conversations", people: 1, wouldPay: 1 });
    for (const id of [strong, weak])
      expect((await client.post(`/api/business-ideas/${id}/score`, {})).status).toBe(200);

    const answer = await ask(client, "what's my next step?");
    expect(answer).toContain("**Your roadmap's next step** for Wick & Co:");
    expect(answer).toContain("**The idea with the weakest evidence**: Wax melts (anecdotal evidence");
    expect(answer).toContain('Get to 10 conversations, 100 page visits or a first pre-order for "Wax melts"');
    expect(answer).toContain(`(/idea-tracker/${weak})`);
    expect(answer).not.toContain("Candle gift boxes");
  });
});
