/**
 * The hand-read tool × person review (docs/answer-review.md, docs/decisions/1478-answer-review.md): five people with
 * a profile each (a candle maker in GBP, a sneaker reseller in USD, a tutor in EUR, a ceramic-earring maker in AUD,
 * a new dropshipper with no budget) run every AI tool that reads the profile, each form opened from the profile as
 * the client opens it (`prefillFromProfile`) and the rest filled as that person would, and ask the mentor three
 * questions. The checks here are the ones a reader's table rests on: every answer arrives, names the profile facts
 * it used, and a person who does not use dollars sees no amount of their own in dollars. With ANSWER_REVIEW_OUT set,
 * every answer is written to that file for the careful read (`npm run review:answers` is not needed: set the
 * variable and run this file).
 */
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { businessProfileResponseSchema, type BusinessProfile } from "../../shared/contracts/business-profile";
import { prefillFromProfile } from "../../shared/tools/profile-inputs";
import { toolRegistry } from "../../server/modules";

type Person = {
  key: string;
  who: string;
  profile: Record<string, unknown>;
  /** What the person would type in the fields the profile does not fill. */
  own: {
    nicheIndustry: string;
    roadmapIndustry: string;
    ideaIndustry: string;
    audience: string;
    pain: string;
    name: string;
    description: string;
    category: string;
  };
};

export const REVIEW_PEOPLE: Person[] = [
  {
    key: "candles-gbp",
    who: "Maya, 17, Leeds: soy candles on Etsy, £300",
    profile: {
      sells: "soy candles",
      channels: ["etsy"],
      country: "GB",
      region: "West Yorkshire",
      budget: "£300",
      hoursPerWeek: 8,
      skills: ["candle making"],
      ageBand: "16-17",
      stage: "first-sales",
    },
    own: {
      nicheIndustry: "ecommerce",
      roadmapIndustry: "ecommerce",
      ideaIndustry: "ecommerce",
      audience: "people buying gifts",
      pain: "finding a gift that feels personal",
      name: "Wick & Willow",
      description: "Hand-poured soy candles in small batches, sold on Etsy",
      category: "home",
    },
  },
  {
    key: "sneakers-usd",
    who: "Jay, 15, Atlanta: sneaker reselling on eBay, $200",
    profile: {
      sells: "sneaker reselling",
      channels: ["ebay"],
      country: "US",
      region: "Georgia",
      budget: "$200",
      hoursPerWeek: 10,
      skills: ["spotting deals"],
      ageBand: "13-15",
      stage: "selling",
    },
    own: {
      nicheIndustry: "ecommerce",
      roadmapIndustry: "ecommerce",
      ideaIndustry: "ecommerce",
      audience: "sneakerheads",
      pain: "paying resale prices for sold-out pairs",
      name: "Sole Flip",
      description: "Buying limited sneakers at retail and reselling them on eBay",
      category: "fashion",
    },
  },
  {
    key: "tutor-eur",
    who: "Lena, 16, Munich: maths tutoring, €50",
    profile: {
      sells: "maths tutoring",
      channels: ["services-local"],
      country: "DE",
      region: "Bavaria",
      budget: "€50",
      hoursPerWeek: 6,
      skills: ["maths", "explaining"],
      ageBand: "16-17",
      stage: "idea",
    },
    own: {
      nicheIndustry: "education",
      roadmapIndustry: "education",
      ideaIndustry: "education-tutoring",
      audience: "parents of 11-14 year olds",
      pain: "children falling behind in maths",
      name: "Lena's Maths Help",
      description: "One-to-one maths tutoring for younger pupils at home or online",
      category: "other",
    },
  },
  {
    key: "earrings-aud",
    who: "Grace, 19, Brisbane: ceramic earrings on Etsy and at markets, A$400",
    profile: {
      sells: "ceramic earrings",
      channels: ["etsy", "in-person"],
      country: "AU",
      region: "Queensland",
      budget: "A$400",
      hoursPerWeek: 10,
      skills: ["pottery", "glazing"],
      ageBand: "18-24",
      stage: "first-sales",
    },
    own: {
      nicheIndustry: "lifestyle",
      roadmapIndustry: "fashion",
      ideaIndustry: "fashion-beauty",
      audience: "women who like handmade jewellery",
      pain: "jewellery that looks like everyone else's",
      name: "Kiln & Clay",
      description: "Handmade ceramic earrings, glazed in small batches, sold on Etsy and at markets",
      category: "fashion",
    },
  },
  {
    key: "dropship-none",
    who: "Sam, 18, Phoenix: new to dropshipping, no budget given",
    profile: {
      sells: "dropshipping phone accessories",
      channels: ["shopify"],
      country: "US",
      region: "Arizona",
      hoursPerWeek: 12,
      ageBand: "18-24",
      stage: "idea",
    },
    own: {
      nicheIndustry: "ecommerce",
      roadmapIndustry: "ecommerce",
      ideaIndustry: "ecommerce",
      audience: "students",
      pain: "phone cases that break in a month",
      name: "CaseDrop",
      description: "A Shopify store dropshipping phone cases and chargers",
      category: "electronics",
    },
  },
];

/** Each tool's request as the form opens it from the profile, the person's own words in the other fields. */
function requestFor(toolId: string, p: Person, profile: BusinessProfile): Record<string, unknown> {
  const o = p.own;
  const filled = prefillFromProfile(toolId, profile);
  const base: Record<string, Record<string, unknown>> = {
    "niche-discovery": {
      industry: o.nicheIndustry,
      skills: profile.skills,
      budget: "0-500",
      interests: [],
      targetMarket: "gen-z",
    },
    "business-ideas": { industry: o.ideaIndustry, budget: "0-500", targetMarket: "gen-z", skills: "" },
    "side-hustle-generator": { budget: "0-50", timePerWeek: "5-10", skills: [], interests: [], preferredType: "any" },
    "launch-roadmap": {
      businessName: o.name,
      businessIdea: o.description,
      industry: o.roadmapIndustry,
      targetMarket: o.audience,
    },
    "market-analysis": { industry: o.description, targetMarket: o.audience },
    "quick-validation": { product: o.name, description: o.description },
    "sales-script-generator": {
      type: "dm",
      product: o.name,
      targetAudience: o.audience,
      painPoint: o.pain,
      tone: "friendly",
      goal: "sale",
    },
    "creator-suite": {
      type: "social_post",
      topic: o.description,
      tone: "casual",
      platform: "instagram",
      length: "short",
      targetAudience: o.audience,
    },
    "logo-maker": { businessName: o.name, industry: o.description, style: "modern" },
    "product-trend-scanner": { category: o.category, platform: "all", minTrendScore: 60, known: [] },
  };
  return { ...base[toolId], ...filled };
}

const TOOLS = [
  "niche-discovery",
  "business-ideas",
  "side-hustle-generator",
  "launch-roadmap",
  "market-analysis",
  "quick-validation",
  "sales-script-generator",
  "creator-suite",
  "logo-maker",
  "product-trend-scanner",
];

const MENTOR_QUESTIONS = [
  "What should I buy first?",
  "Is it legal for me to sell this at my age?",
  "How should I price my product?",
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

/** "$12" amounts, which a person in another currency should not see for their own money. */
const dollarAmount = /(?<![A-Z])\$\d/;
const out: string[] = [];

describe("the answer review: five people through every tool that reads the profile", () => {
  it.each(REVIEW_PEOPLE)("$who", async (p) => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const put = await client.put("/api/business-profile", p.profile);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const profile = businessProfileResponseSchema.parse(put.body).profile!;
    out.push(`\n# ${p.who}\n\nProfile: \`${JSON.stringify(p.profile)}\``);
    const record = (tool: string, request: unknown, body: unknown) =>
      out.push(
        `\n## ${p.key} × ${tool}\n\nRequest: \`${JSON.stringify(request)}\`\n\n\`\`\`json\n${JSON.stringify(body, null, 1)}\n\`\`\``,
      );

    const bodies: Record<string, { products?: { id: number }[] }> = {};
    for (const id of TOOLS) {
      const reg = toolRegistry.list.find((t) => t.tool.id === id);
      if (!reg) throw new Error(`no tool ${id}`);
      const request = requestFor(id, p, profile);
      const res = await client.post(`/api${reg.path}`, request);
      expect(res.status, `${id}: ${JSON.stringify(res.body).slice(0, 400)}`).toBeLessThan(300);
      // Every tool reads something of the profile; the trend scanner only what its notes needed (decision 1479): the
      // currency when it is not US dollars, the channels when none of them is a scanned marketplace.
      if (id !== "product-trend-scanner")
        expect(res.body.basedOn?.length, `${id} names what it used`).toBeGreaterThan(0);
      else if (profile.currency && profile.currency !== "USD")
        expect(
          res.body.basedOn.map((b: { field: string }) => b.field),
          p.key,
        ).toContain("currency");
      // The facts it names are the person's own money in their own currency ("A$400", never "$400").
      if (profile.currency && profile.currency !== "USD")
        expect(JSON.stringify(res.body.basedOn), `${p.key} ${id}`).not.toMatch(dollarAmount);
      // A skill is listed once however it was cased ("Candle making" from the niche, "candle making" typed).
      if (id === "niche-discovery")
        for (const idea of res.body.ideas as { skillsRequired: string[] }[]) {
          const skills = idea.skillsRequired.map((k) => k.toLowerCase());
          expect(new Set(skills).size, `${p.key}: ${idea.skillsRequired.join(", ")}`).toBe(skills.length);
        }
      record(id, request, res.body);
      bodies[id] = res.body;
    }

    // The business plan of the first business idea (their own business, 1475), as the ideas screen offers it.
    const ideaId = bodies["business-ideas"].products![0].id;
    // Without a budget in the profile the form asks for one: the new dropshipper types "$0".
    const planRequest = { productIdeaId: ideaId, budget: "$0", ...prefillFromProfile("business-plan", profile) };
    const plan = await client.post("/api/business-plans", planRequest);
    expect(plan.status, JSON.stringify(plan.body).slice(0, 400)).toBe(201);
    record("business-plan", planRequest, plan.body);
    if (profile.currency && profile.currency !== "USD")
      expect(
        JSON.stringify([plan.body.plan.revenueProjections, plan.body.plan.riskAssessment, plan.body.basedOn]),
        p.key,
      ).not.toMatch(dollarAmount);

    // The idea score of their tracked idea, with one piece of evidence priced in their own money.
    const tracked = await client.post("/api/business-ideas", {
      title: p.own.name,
      description: p.own.description,
      industry: p.own.ideaIndustry,
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBeLessThan(300);
    await client.post(`/api/business-ideas/${tracked.body.idea.id}/evidence`, {
      type: "conversations",
      people: 6,
      wouldPay: 4,
      price: "15",
    });
    const scored = await client.post(`/api/business-ideas/${tracked.body.idea.id}/score`, {});
    expect(scored.status, JSON.stringify(scored.body).slice(0, 300)).toBeLessThan(300);
    record("idea-score", { evidence: "6 conversations, 4 would pay 15" }, scored.body);
    if (profile.currency && profile.currency !== "USD")
      expect(JSON.stringify(scored.body), p.key).not.toMatch(dollarAmount);

    for (const message of MENTOR_QUESTIONS) {
      const res = await client.post("/api/ai-mentor/chat", { message });
      expect(res.status).toBe(200);
      record(`mentor: ${message}`, { message }, res.body.response);
      if (profile.currency && profile.currency !== "USD") expect(res.body.response, p.key).not.toMatch(dollarAmount);
    }
  });

  it("writes every answer for the careful read when asked to", () => {
    expect(out.length).toBeGreaterThan(REVIEW_PEOPLE.length);
    if (process.env.ANSWER_REVIEW_OUT) writeFileSync(process.env.ANSWER_REVIEW_OUT, out.join("\n"));
  });
});
