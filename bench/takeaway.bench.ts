/**
 * Takeaways (docs/decisions/960): logo composition (SVG from a concept, text as outlines) and PNG rendering at 512 and
 * 1024 px per concept, and PDF (and Markdown) of a business plan, in Helvetica and, for a name Helvetica cannot
 * print, with Inter embedded. Targets, p50: composition < 20 ms, PNG < 100 ms, PDF < 500 ms.
 */
import { performance } from "node:perf_hooks";
import { LOGO_LAYOUTS, LOGO_STYLES, logoRequestSchema } from "../shared/contracts/logos";
import { composeLogo } from "../server/logo/compose";
import { renderPng } from "../server/logo/render";
import { offlineLogoConcepts } from "../server/logo/offline-concepts";
import { businessPlanTool } from "../server/ai/tools/business-plan.tool";
import { documentPdf } from "../server/exports/pdf";
import { documentMarkdown } from "../server/exports/markdown";
import type { SharedDocument } from "../shared/contracts/shares";
import { sized } from "./support/quick";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(2)} ms`;
const line = (label: string, xs: number[], target: string) =>
  console.log(
    `  ${label.padEnd(28)} p50 ${fmt(pct(xs, 50))}   p99 ${fmt(pct(xs, 99))}   (target p50 < ${target}, n=${xs.length})`,
  );

async function time(samples: number[], fn: () => unknown | Promise<unknown>) {
  const t = performance.now();
  await fn();
  samples.push(performance.now() - t);
}

async function main() {
  const names = ["Brew & Bloom", "Volt Gym", "Café Lumière", "Northwind Tutors", "Pawsome Treats"];
  const concepts = names.flatMap((businessName, i) =>
    offlineLogoConcepts(
      logoRequestSchema.parse({
        businessName,
        industry: ["coffee", "fitness", "bakery", "education", "pets"][i],
        style: LOGO_STYLES[i % LOGO_STYLES.length],
        colors: "",
      }),
    ).concepts.map((c, k) => ({
      concept: { ...c, layout: LOGO_LAYOUTS[(i + k) % LOGO_LAYOUTS.length] },
      businessName,
    })),
  );
  composeLogo(concepts[0].concept, concepts[0].businessName); // loads the fonts once, as the server does
  const compose: number[] = [];
  const png512: number[] = [];
  const png1024: number[] = [];
  for (let round = 0; round < sized(4, 1); round++)
    for (const { concept, businessName } of concepts) {
      let svg = "";
      await time(compose, () => (svg = composeLogo(concept, businessName)));
      await time(png512, () => renderPng(svg, 512));
      await time(png1024, () => renderPng(svg, 1024));
    }
  console.log("Logo maker, per concept:");
  line("composition (SVG)", compose, "20 ms");
  line("PNG 512 px", png512, "100 ms");
  line("PNG 1024 px", png1024, "100 ms");

  const input = businessPlanTool.input.parse(businessPlanTool.example);
  const plan = businessPlanTool.offline(input);
  const document: SharedDocument = {
    kind: "business_plan",
    title: `${input.idea.name}: business plan`,
    summary: plan.executiveSummary,
    idea: { name: input.idea.name, description: input.idea.description, industry: input.idea.industry },
    plan: { ...plan, id: 1, productIdeaId: 1, createdAt: new Date().toISOString() },
  };
  const polish: SharedDocument = { ...document, title: "Łódzkie Pierogi: business plan" };
  await documentPdf(document); // warm-up
  await documentPdf(polish); // warm-up: reads Inter once, as the server does
  const pdf: number[] = [];
  const pdfInter: number[] = [];
  const md: number[] = [];
  let bytes = 0;
  let interBytes = 0;
  for (let i = 0; i < sized(20, 1); i++) {
    await time(pdf, async () => (bytes = (await documentPdf(document)).length));
    await time(pdfInter, async () => (interBytes = (await documentPdf(polish)).length));
    await time(md, () => documentMarkdown(document));
  }
  console.log("Exports, one business plan:");
  line(`PDF, Helvetica (${Math.round(bytes / 1024)} KB)`, pdf, "500 ms");
  line(`PDF, Inter (${Math.round(interBytes / 1024)} KB)`, pdfInter, "500 ms");
  line("Markdown", md, "500 ms");
}

await main();
