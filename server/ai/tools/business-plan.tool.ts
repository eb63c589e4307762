/** Business plan (Pro): a full plan with projections, metrics, costs, risks and next steps for one idea. */
import { defineGenerator } from "../define-generator";
import {
  businessPlanInputSchema,
  businessPlanOutputSchema,
  type BusinessPlanInput,
  type BusinessPlanOutput,
} from "../../../shared/contracts/business-plans";
import { budgetOf } from "../knowledge/budgets";
import { nice, seededRandom, usd } from "../knowledge/seed";

/** Dollar figures in a text like "$1,200 - $5,300/month" or "$500-2K". */
function figures(text: string): number[] {
  return [...text.replace(/,/g, "").matchAll(/\$?(\d+(?:\.\d+)?)\s*([kK])?/g)]
    .map((m) => Number(m[1]) * (m[2] ? 1000 : 1))
    .filter((n) => n > 0);
}

function offline(input: BusinessPlanInput): BusinessPlanOutput {
  const { idea } = input;
  const rng = seededRandom(`plan|${JSON.stringify(input)}`);
  const tier = budgetOf(input.budget);
  const revenue = figures(idea.estimatedRevenue);
  const target = revenue.length ? (revenue[0] + (revenue[1] ?? revenue[0] * 2)) / 2 : tier.max * 0.6;
  const cost = figures(idea.startupCost);
  const startupTotal = Math.min(tier.max, cost.length ? Math.max(...cost) : tier.max * 0.6);
  const marginMatch = idea.profitPotential.match(/(\d+)-(\d+)%/);
  const margin = marginMatch ? (Number(marginMatch[1]) + Number(marginMatch[2])) / 200 : 0.55;
  const fixedMonthly = nice(Math.max(40, target * 0.12));

  const monthly = Array.from({ length: 12 }, (_, i) => {
    const m = i + 1;
    // Ramp toward the target over the first year (S-curve), with seeded noise so plans differ.
    const ramp = 1 / (1 + Math.exp(-(m - 5) / 1.6));
    const rev = Math.round(target * ramp * (0.92 + rng.next() * 0.16));
    const costs = Math.round(fixedMonthly + rev * (1 - margin) + (m === 1 ? startupTotal : 0));
    return { month: m, revenue: rev, costs, profit: rev - costs };
  });
  const y1r = monthly.reduce((s, m) => s + m.revenue, 0);
  const y1c = monthly.reduce((s, m) => s + m.costs, 0);
  const g2 = 1.7 + rng.next() * 0.5;
  const g3 = 1.3 + rng.next() * 0.3;
  const yearly = [
    { year: 1, revenue: y1r, costs: y1c },
    { year: 2, revenue: Math.round(y1r * g2), costs: Math.round((y1c - startupTotal) * (1 + (g2 - 1) * 0.7)) },
    {
      year: 3,
      revenue: Math.round(y1r * g2 * g3),
      costs: Math.round((y1c - startupTotal) * (1 + (g2 - 1) * 0.7) * (1 + (g3 - 1) * 0.7)),
    },
  ].map((y) => ({ ...y, profit: y.revenue - y.costs }));

  const split = (total: number, parts: [string, number, string][]) =>
    parts.map(([item, share, note]) => ({ item, amount: nice(total * share), note }));
  const startup = split(startupTotal, [
    ["Product or service setup", 0.35, `Getting "${idea.name}" ready to sell`],
    ["Branding and website", 0.2, "Logo, domain, store or booking page"],
    ["Launch marketing", 0.3, `First campaign aimed at ${idea.targetMarket}`],
    ["Legal, insurance and tools", 0.15, "Registration, payment and accounting tools"],
  ]);
  const monthlyCosts = split(fixedMonthly, [
    ["Software and subscriptions", 0.35, "Hosting, design and email tools"],
    ["Marketing", 0.45, "Ads, creators and promotions"],
    ["Admin and fees", 0.2, "Payment fees, accounting"],
  ]);
  const riskLevel = idea.riskLevel.split(/[\s:(]/)[0] || "Medium";
  const riskAssessment = [
    {
      risk: `Demand from ${idea.targetMarket} is slower than planned`,
      likelihood: "Medium",
      impact: "High",
      mitigation: "Pre-sell or run a waitlist before spending the launch budget",
    },
    {
      risk: `Competition (${idea.competition.split(":")[0]}) pushes prices down`,
      likelihood: riskLevel,
      impact: "Medium",
      mitigation: "Own one audience and one promise; compete on service, not price",
    },
    {
      risk: `Costs exceed the ${tier.label} budget`,
      likelihood: tier.level <= 2 ? "Medium" : "Low",
      impact: "Medium",
      mitigation: "Spend in stages and review the numbers every month",
    },
    {
      risk: "Founder time runs out alongside school or a job",
      likelihood: "Medium",
      impact: "Medium",
      mitigation: "Block fixed weekly hours and automate admin early",
    },
  ];
  const keyMetrics = [
    {
      name: "Monthly revenue",
      target: `${usd(nice(target))} by month 12`,
      why: "Shows whether the model works at scale",
    },
    {
      name: "Customer acquisition cost",
      target: `Under ${usd(nice(Math.max(5, target * 0.02)))}`,
      why: "Keeps marketing spend profitable",
    },
    {
      name: "Gross margin",
      target: `${Math.round(margin * 100)}%`,
      why: `From the idea's ${idea.profitPotential.toLowerCase()} outlook`,
    },
    {
      name: "Repeat or retention rate",
      target: "30%+ of customers buy again within 90 days",
      why: "Repeat buyers are the cheapest growth",
    },
  ];
  const nextSteps = [
    {
      step: "Validate demand",
      timeframe: "Weeks 1-2",
      detail: `Talk to 15 people in ${idea.targetMarket} and collect 5 pre-orders or sign-ups`,
    },
    {
      step: "Build the first version",
      timeframe: `Weeks 2-${idea.timeToMarket.match(/\d+/g)?.at(-1) ?? 6}`,
      detail: `Launch the smallest sellable version of ${idea.name}`,
    },
    {
      step: "Launch",
      timeframe: "Month 2",
      detail: "Run the launch campaign on the channel where your first sign-ups came from",
    },
    {
      step: "Measure and adjust",
      timeframe: "Months 3-6",
      detail: "Track the key metrics monthly and cut what doesn't convert",
    },
  ];
  const executiveSummary = `${idea.name} — ${idea.description.trim().replace(/([^.!?])$/, "$1.")} It serves ${idea.targetMarket} in ${idea.industry}, a market of ${idea.marketSize}. With a startup budget of ${tier.label} (about ${usd(startupTotal)} planned) and a ${idea.revenueModel.toLowerCase()} model, the plan targets ${usd(nice(target))} a month by month 12 and ${usd(yearly[2].revenue)} in year 3.`;
  const assumptions = [
    `Revenue ramps to ${usd(nice(target))}/month, the middle of the idea's estimate (${idea.estimatedRevenue})`,
    `Gross margin about ${Math.round(margin * 100)}%`,
    `Fixed running costs about ${usd(fixedMonthly)}/month`,
    `Growth of ${Math.round((g2 - 1) * 100)}% in year 2 and ${Math.round((g3 - 1) * 100)}% in year 3`,
  ];
  const fullPlan = [
    `# Business plan: ${idea.name}`,
    "## Executive summary",
    executiveSummary,
    "## Market",
    `Industry: ${idea.industry}. Market size: ${idea.marketSize}. Competition: ${idea.competition}.`,
    "## Revenue model",
    `${idea.revenueModel}. Estimated revenue: ${idea.estimatedRevenue}. Profit potential: ${idea.profitPotential}.`,
    "## Financial projections",
    ...yearly.map((y) => `- Year ${y.year}: revenue ${usd(y.revenue)}, costs ${usd(y.costs)}, profit ${usd(y.profit)}`),
    "## Startup costs",
    ...startup.map((c) => `- ${c.item}: ${usd(c.amount)}`),
    "## Risks",
    ...riskAssessment.map((r) => `- ${r.risk} (likelihood ${r.likelihood}, impact ${r.impact}): ${r.mitigation}`),
    "## Next steps",
    ...nextSteps.map((s, i) => `${i + 1}. ${s.step} (${s.timeframe}): ${s.detail}`),
  ].join("\n\n");
  return {
    executiveSummary,
    revenueProjections: { assumptions, monthly, yearly },
    keyMetrics,
    costBreakdown: { startup, monthly: monthlyCosts },
    riskAssessment,
    nextSteps,
    fullPlan,
  };
}

export const businessPlanTool = defineGenerator({
  id: "business-plan",
  input: businessPlanInputSchema,
  // The tool's input; over HTTP the request is { productIdeaId, budget } and the idea is loaded (prepare).
  example: {
    productIdeaId: 1,
    budget: "$500 - $5,000",
    idea: {
      name: "FitFlow Coaching",
      description: "Online personal training plans with weekly video check-ins for busy millennials.",
      industry: "Fitness & Wellness",
      targetMarket: "Millennials (26-41)",
      estimatedRevenue: "$1,500 - $4,000/month",
      marketSize: "$96B online fitness, growing 9% a year",
      competition: "Medium: many coaches, few niche ones",
      timeToMarket: "3-5 weeks",
      riskLevel: "Low",
      profitPotential: "High (60-70% gross margin)",
      revenueModel: "Monthly coaching subscriptions",
      startupCost: "$500-2K",
    },
  },
  output: businessPlanOutputSchema,
  system:
    "You are an experienced startup advisor. You write concise, realistic business plans for young founders: numbers in US dollars that fit the budget, month-by-month projections for year one, and concrete next steps.",
  prompt: (input) =>
    [
      `Write a business plan for "${input.idea.name}".`,
      `Description: ${input.idea.description}`,
      `Industry: ${input.idea.industry}; target market: ${input.idea.targetMarket}`,
      `Revenue model: ${input.idea.revenueModel}; estimated revenue: ${input.idea.estimatedRevenue}`,
      `Market size: ${input.idea.marketSize}; competition: ${input.idea.competition}; risk: ${input.idea.riskLevel}`,
      `Startup cost estimate: ${input.idea.startupCost}; founder's budget: ${input.budget}`,
      "Give 12 monthly projections and 3 yearly ones; costs must fit the budget.",
    ].join("\n"),
  offline,
  label: (input) => input.idea.name,
});
