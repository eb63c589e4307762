/**
 * The meaningful-text gate (docs/decisions/1434-one-understanding-layer-one-text-gate.md): in every tool that
 * takes free text, keyboard mash, code, markup, emoji alone and Spanish or German (offline) are refused with 400
 * beside the field before a run is used: nothing reserved, nothing generated, nothing sent to a model. With a model
 * configured, Spanish reaches the model; a mash never does.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { consumed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { jsonReply } from "../support/fake-openai";
import { businessIdeas } from "../../shared/schema";
import { TEXT_PROBLEM_MESSAGES } from "../../shared/domain/meaningful-text";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";

const app = useTestApp();
const pro = { selectedPlan: "pro" as const };

/** Bad text of each kind, with the message the gate answers for it. */
const BAD = [
  ["asdfasdf qwerty zzzz", TEXT_PROBLEM_MESSAGES["made-up"]],
  ["'; DROP TABLE users; --", TEXT_PROBLEM_MESSAGES.code],
  ["<script>alert(1)</script>", TEXT_PROBLEM_MESSAGES.markup],
  ["🔥🔥🚀💯", TEXT_PROBLEM_MESSAGES["no-words"]],
  ["velas hechas a mano para regalar en Navidad", TEXT_PROBLEM_MESSAGES.language],
  ["Handgemachte Kerzen aus Sojawachs für Geschenke", TEXT_PROBLEM_MESSAGES.language],
] as const;

/** One free-text field of each tool's request, and a valid body to put the bad text in. */
const TOOLS: { url: string; field: string; body: (text: string) => Record<string, unknown> }[] = [
  {
    url: "/api/generate-products",
    field: "skills",
    body: (t) => ({ industry: "ecommerce", budget: "0-500", targetMarket: "gen-z", skills: t }),
  },
  {
    url: "/api/generate-niches",
    field: "skills",
    body: (t) => ({ industry: "health", skills: [t], budget: "0-500", interests: [], targetMarket: "millennials" }),
  },
  {
    url: "/api/generate-hustle-ideas",
    field: "interests",
    body: (t) => ({
      budget: "0-50",
      timePerWeek: "5-10",
      skills: ["writing"],
      interests: [t],
      preferredType: "digital",
    }),
  },
  { url: "/api/validate-idea", field: "description", body: (t) => ({ product: "Yoga mats", description: t }) },
  { url: "/api/market-analysis", field: "industry", body: (t) => ({ industry: t, location: "global" }) },
  {
    url: "/api/creator/generate",
    field: "topic",
    body: (t) => ({ type: "social_post", topic: t, tone: "casual", length: "short", targetAudience: "dog owners" }),
  },
  {
    url: "/api/sales-scripts/generate",
    field: "painPoint",
    body: (t) => ({ type: "email", product: "Dog walking", painPoint: t }),
  },
  {
    url: "/api/generate-logo",
    field: "industry",
    body: (t) => ({ businessName: "Luna", industry: t, style: "modern" }),
  },
  {
    url: "/api/generate-personalized-roadmap",
    field: "businessIdea",
    body: (t) => ({ businessName: "Luna Candles", businessIdea: t, industry: "ecommerce" }),
  },
];

async function expectRefused(res: { status: number; body: Record<string, unknown> }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe("validation_error");
  const details = res.body.details as { path: string; message: string }[];
  expect(details[0].path).toBe(field);
  expect(details[0].message).toBe(message);
}

describe("the text gate, offline", () => {
  it("refuses every kind of unreadable text in every generator, beside the field, with nothing used", async () => {
    const { user, client } = await signedInUser(app, pro);
    for (const tool of TOOLS)
      for (const [text, message] of BAD) {
        const res = await client.post(tool.url, tool.body(text));
        // Quick validation's own form rule speaks first for mash and markup (decision 1431), in its own words.
        if (tool.url === "/api/validate-idea" && res.body.message !== message) {
          expect(res.status, text).toBe(400);
          expect(res.body.details[0].path).toBe("description");
        } else await expectRefused(res, tool.field, message);
      }
    expect(await consumed(app, user.id)).toEqual({ units: 0, generations: 0 });
  });

  it("answers readable English in the same fields", async () => {
    const { user, client } = await signedInUser(app, pro);
    const res = await client.post("/api/generate-niches", TOOLS[1].body("silversmithing"));
    expect(res.status).toBe(200);
    expect(res.body.ideas[0].name).toMatch(/Jewellery/);
    expect((await consumed(app, user.id)).units).toBe(1);
  });

  it("refuses unreadable text in the idea tracker before the idea is kept or scored", async () => {
    const { user, client } = await signedInUser(app);
    for (const [text, message] of BAD) {
      await expectRefused(
        await client.post("/api/business-ideas", { title: text, description: "Monthly boxes of candles." }),
        "title",
        message,
      );
      await expectRefused(
        await client.post("/api/business-ideas", { title: "Candle boxes", description: text }),
        "description",
        message,
      );
    }
    expect((await client.get("/api/business-ideas")).body.ideas).toHaveLength(0);
    // An idea stored before the gate is not scored either.
    const [idea] = await app.database.db
      .insert(businessIdeas)
      .values({ userId: user.id, title: "asdfasdf qwerty zzzz", description: "Monthly boxes.", industry: "" })
      .returning();
    await expectRefused(await client.post(`/api/business-ideas/${idea.id}/score`), "title", BAD[0][1]);
    expect(await consumed(app, user.id)).toEqual({ units: 0, generations: 0 });
  });

  it("refuses unreadable text in the mentor chat", async () => {
    const { user, client } = await signedInUser(app);
    for (const [text, message] of BAD)
      await expectRefused(await client.post("/api/ai-mentor/chat", { message: text }), "message", message);
    expect((await consumed(app, user.id)).units).toBe(0);
  });
});

describe("the text gate, with a model configured", () => {
  const { app: ai, fake } = useOpenAiTestApp();

  it("lets Spanish reach the model and still refuses a mash before it", async () => {
    const { user, client } = await signedInUser(ai, pro);
    await expectRefused(
      await client.post("/api/creator/generate", TOOLS[5].body("asdfasdf qwerty zzzz")),
      "topic",
      BAD[0][1],
    );
    expect(fake.requests.length).toBe(0);
    const offline = creatorSuiteTool.offline(creatorSuiteTool.input.parse(TOOLS[5].body("velas de soja")));
    fake.script(jsonReply({ ...offline, draft: undefined }));
    const res = await client.post(
      "/api/creator/generate",
      TOOLS[5].body("velas hechas a mano para regalar en Navidad"),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(fake.requests.length).toBe(1);
    expect((await consumed(ai, user.id)).units).toBe(1);
  });
});
