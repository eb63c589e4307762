/**
 * The one budget rule on the model path (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md):
 * through the fake OpenAI server, a model answer whose costs and budget sentences disagree is answered with the
 * rule's figures and sentences, and a side-hustle answer left with too few ideas that fit is refused (502,
 * nothing consumed).
 */
import { describe, expect, it } from "vitest";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { generationsStored } from "../support/usage";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { sideHustleGeneratorTool } from "../../server/ai/tools/side-hustle-generator.tool";

const { app, fake } = useOpenAiTestApp(5000);

describe("a model answer that breaks the budget rule", () => {
  it("niche discovery: a cost above the budget is said to be above it, one within it is capped and said to fit", async () => {
    const { client } = await signedInUser(app);
    const body = {
      industry: "ecommerce",
      skills: ["candle making"],
      budget: "0-500",
      interests: ["pets"],
      targetMarket: "millennials",
    };
    const offline = nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(body));
    const [first, second, ...rest] = offline.ideas;
    fake.script(
      jsonReply({
        ...offline,
        ideas: [
          {
            ...first,
            startupCosts: "$2,000 - $4,000",
            pros: ["Fits your budget perfectly", "Repeat buyers every season"],
            fitReasons: ["Well within your $0 - $500 budget"],
          },
          { ...second, startupCosts: "$100 - $900", fitReasons: ["Too expensive for your budget"] },
          ...rest,
        ],
      }),
    );
    const res = await client.post("/api/generate-niches", body);
    expect(res.status).toBe(200);
    const [over, within] = res.body.ideas as {
      startupCosts: string;
      pros: string[];
      cons: string[];
      fitReasons: string[];
    }[];
    expect(over.startupCosts).toBe("$2,000 - $4,000");
    expect(over.pros).toEqual(["Repeat buyers every season"]);
    expect(over.fitReasons).toEqual([
      "Needs $2,000 or more to start, more than your $0 - $500 budget: start small with pre-orders",
    ]);
    expect(over.cons.join(" ")).toContain("Capital-heavy for a $0 - $500 budget");
    expect(within.startupCosts).toBe("$100 - $500");
    expect(within.fitReasons).toEqual(["Startup costs of $100 - $500 fit your $0 - $500 budget"]);
    expect(within.cons.join(" ")).not.toMatch(/Capital-heavy/);
  });

  it("business ideas: an idea above the budget is high-risk and says why, whatever the model wrote", async () => {
    const { client } = await signedInUser(app);
    const body = { industry: "ecommerce", budget: "0-500", targetMarket: "gen-z", skills: "candle making" };
    const offline = businessIdeasTool.offline(businessIdeasTool.input.parse(body));
    fake.script(
      jsonReply({
        products: offline.products.map((p, i) => ({
          ...p,
          startupCost: i === 0 ? "$10K-20K" : "$50-300",
          riskLevel: "Low",
          risks: ["Fits a small budget easily"],
        })),
      }),
    );
    const res = await client.post("/api/generate-products", body);
    expect(res.status).toBe(200);
    const products = res.body.products as { startupCost: string; riskLevel: string; analysis: { risks: string[] } }[];
    expect(products.map((p) => [p.startupCost, p.riskLevel])).toEqual([
      ["$10K-20K", "High"],
      ["$50-300", "Low"],
      ["$50-300", "Low"],
    ]);
    const risks = products[0].analysis.risks;
    expect(risks).not.toContain("Fits a small budget easily");
    expect(risks.join(" ")).toContain("Capital-heavy for a $0 - $500 budget");
  });

  it("side hustles: ideas above the budget are dropped; an answer left with fewer than three is refused and costs nothing", async () => {
    const { user, client } = await signedInUser(app);
    const body = { budget: "0-50", timePerWeek: "5-10", skills: ["Canva"], interests: [], preferredType: "digital" };
    const offline = sideHustleGeneratorTool.offline(sideHustleGeneratorTool.input.parse(body));
    const priced = (costs: string[]) => ({
      ideas: offline.ideas.map((idea, i) => ({ ...idea, startupCost: costs[i] ?? idea.startupCost })),
    });
    fake.script(jsonReply(priced(["$0 - $40", "$0", "$10 - $30", "$400 - $900"])));
    const ok = await client.post("/api/generate-hustle-ideas", body);
    expect(ok.status).toBe(200);
    expect((ok.body.ideas as { startupCost: string }[]).map((i) => i.startupCost)).toEqual([
      "$0 - $40",
      "$0",
      "$10 - $30",
    ]);

    const before = await generationsStored(app, user.id);
    fake.script(
      jsonReply(priced(["$200 - $400", "$100", "$0 - $20", "$75 - $300"])),
      jsonReply(priced(["$200 - $400", "$100", "$60 - $80", "$75 - $300"])),
    );
    const refused = await client.post("/api/generate-hustle-ideas", body);
    expect(refused.status).toBe(502);
    expect(fake.requests).toHaveLength(3);
    expect(await generationsStored(app, user.id)).toBe(before);
  });
});
