/**
 * Exports (docs/decisions/960): GET /api/exports/:kind/:id.pdf|.md, owner only. The PDF is parsed back and holds the
 * plan's headings and figures; the Markdown holds the same sections; another user's id is a 404.
 */
import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { launchRoadmapTool } from "../../server/ai/tools/launch-roadmap.tool";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";
import type { HttpClient } from "../support/http-client";

const app = useTestApp();

async function download(client: HttpClient, path: string) {
  const res = await fetch(app.baseUrl + path, { headers: { cookie: client.cookieHeader } });
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    disposition: res.headers.get("content-disposition") ?? "",
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

describe("business plan exports", () => {
  it("downloads the plan as a PDF whose text holds its headings and figures, and as Markdown with the same", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const idea = (await client.post("/api/generate-products", businessIdeasTool.example)).body.products[0];
    const plan = (await client.post("/api/business-plans", { productIdeaId: idea.id, budget: "$1,000-5,000" })).body
      .plan;

    const pdf = await download(client, `/api/exports/business_plan/${plan.id}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect(pdf.disposition).toMatch(/^attachment; filename="?[a-z0-9-]+-business-plan\.pdf"?$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
    const headings = [
      "Executive Summary",
      "Revenue Projections",
      "Key Metrics",
      "Cost Breakdown",
      "Risk Assessment",
      "Next Steps",
    ];
    for (const h of headings) expect(text).toContain(h);
    expect(text).toContain(`${idea.name}: business plan`);
    for (const y of plan.revenueProjections.yearly) expect(text).toContain(dollars(y.revenue));
    expect(text).toContain(dollars(plan.costBreakdown.startup[0].amount));
    expect(text).toContain(plan.riskAssessment[0].risk.slice(0, 20));
    expect(text).toContain("Made with HustleForge");

    const md = await download(client, `/api/exports/business_plan/${plan.id}.md`);
    expect(md.status).toBe(200);
    expect(md.type).toContain("text/markdown");
    const markdown = md.bytes.toString("utf8");
    for (const h of headings) expect(markdown).toContain(`## ${h}`);
    // Figures are written as they read: "$12,345.00", not "$12,345\\.00".
    for (const y of plan.revenueProjections.yearly) expect(markdown).toContain(dollars(y.revenue));
    expect(markdown).toMatch(/\| Year \| Revenue \| Costs \| Profit \|/);

    const stranger = await signedInUser(app, { selectedPlan: "pro" });
    expect((await download(stranger.client, `/api/exports/business_plan/${plan.id}.pdf`)).status).toBe(404);
    expect((await download(stranger.client, `/api/exports/business_plan/${plan.id}.md`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/exports/business_plan/${plan.id}.pdf`)).status).toBe(401);
  });
});

describe("validation and market analysis exports", () => {
  it("exports a validation with its scores and lists", async () => {
    const { client } = await signedInUser(app);
    const made = (
      await client.post("/api/validate-idea", { product: "Plant swap app", description: "Neighbours swap cuttings." })
    ).body;
    const v = made.validation;
    const text = (
      await pdfText((await download(client, `/api/exports/quick_validation/${made.generation.id}.pdf`)).bytes)
    ).replace(/\s+/g, " ");
    for (const h of ["Overall score", "Scores", "Insights", "Recommendations", "Risks", "Opportunities"])
      expect(text).toContain(h);
    expect(text).toContain(`${v.overallScore}/100`);
    expect(text).toContain(`${v.marketDemand}/100`);
    const md = (await download(client, `/api/exports/quick_validation/${made.generation.id}.md`)).bytes.toString(
      "utf8",
    );
    expect(md).toContain("# Plant swap app: idea validation");
    expect(md).toContain(`${v.feasibility}/100`);
  });

  it("keeps letters Helvetica lacks: a Polish or Cyrillic name prints as written (Inter is embedded)", async () => {
    const { client } = await signedInUser(app);
    for (const product of ["Łódź pierogi delivery", "Пекарня home bakery"]) {
      const made = (
        await client.post("/api/validate-idea", { product, description: "Home-made food delivered to offices." })
      ).body;
      const pdf = await download(client, `/api/exports/quick_validation/${made.generation.id}.pdf`);
      expect(pdf.status).toBe(200);
      const text = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
      expect(text).toContain(`${product}: idea validation`);
      expect(text).toContain("Recommendations");
      expect(pdf.bytes.toString("latin1")).toMatch(/\/FontFile2/); // an embedded TrueType font
    }
    // A Western European name stays in Helvetica, which is not embedded.
    const cafe = (
      await client.post("/api/validate-idea", { product: "Café crème bar", description: "Coffee for commuters." })
    ).body;
    const plain = await download(client, `/api/exports/quick_validation/${cafe.generation.id}.pdf`);
    expect((await pdfText(plain.bytes)).replace(/\s+/g, " ")).toContain("Café crème bar: idea validation");
    expect(plain.bytes.toString("latin1")).not.toMatch(/\/FontFile2/);
  });

  it("exports a market analysis with its figures and forecast", async () => {
    const { client } = await signedInUser(app);
    const a = (await client.post("/api/market-analysis", marketAnalysisTool.example)).body.analysis;
    const text = (await pdfText((await download(client, `/api/exports/market_analysis/${a.id}.pdf`)).bytes)).replace(
      /\s+/g,
      " ",
    );
    for (const h of ["Key figures", "Forecast", "Competitors", "Trends", "Sources"]) expect(text).toContain(h);
    expect(text).toContain(a.marketSize.global);
    // The size's source is in the export; the forecast says it is not known when no source publishes one.
    expect(text).toContain(a.sources[0].publisher);
    if (a.forecast.length) expect(text).toContain(`$${a.forecast[0].marketSize}B`);
    else expect(text).toContain("no published forecast");
    const md = (await download(client, `/api/exports/market_analysis/${a.id}.md`)).bytes.toString("utf8");
    expect(md).toContain("## Competitors");
    expect(md).toContain(a.competitors[0].name.replace(/[.\-()]/g, (c: string) => `\\${c}`));
  });

  it("exports a launch roadmap with its progress and every step", async () => {
    const { client } = await signedInUser(app);
    const r = (await client.post("/api/generate-personalized-roadmap", launchRoadmapTool.example)).body.roadmap;
    await client.patch(`/api/roadmaps/${r.id}/steps/${r.steps[0].id}`, { completed: true });
    const pdf = await download(client, `/api/exports/launch_roadmap/${r.id}.pdf`);
    expect(pdf.disposition).toMatch(/refill-rover-launch-roadmap\.pdf/);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
    for (const h of ["Progress", "Key milestones", "Steps"]) expect(text).toContain(h);
    expect(text).toContain(`1/${r.steps.length}`);
    expect(text).toContain(r.steps[1].title.slice(0, 20));
    const md = (await download(client, `/api/exports/launch_roadmap/${r.id}.md`)).bytes.toString("utf8");
    expect(md).toContain("## Key milestones");
    expect(md).toMatch(/\| Step \| Category \| Difficulty \| Time \| Status \|/);
    expect(md).toContain("Up next");
    expect((await download((await signedInUser(app)).client, `/api/exports/launch_roadmap/${r.id}.md`)).status).toBe(
      404,
    );
  });

  it("refuses an unknown kind or format with 400 and someone else's or a missing id with 404", async () => {
    const { client } = await signedInUser(app);
    const bad = await client.get("/api/exports/idea_tracker/1.pdf");
    expect(bad.status).toBe(400);
    expect((await client.get("/api/exports/business_plan/1.docx")).status).toBe(400);
    expect((await client.get("/api/exports/market_analysis/999999.md")).status).toBe(404);
  });
});
