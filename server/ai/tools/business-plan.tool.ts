/**
 * Business plan (Pro): a full plan with projections, metrics, costs, risks and next steps for one idea. An engine
 * only chooses the assumptions and writes the words; every figure is derived by server/ai/knowledge/plan/finance.ts
 * (docs/decisions/1410-plan-figures-from-assumptions.md).
 */
import { z } from "zod";
import { defineGenerator, modelAnswer } from "../define-generator";
import {
  businessPlanInputSchema,
  businessPlanOutputSchema,
  type BusinessPlanInput,
  type BusinessPlanOutput,
} from "../../../shared/contracts/business-plans";
import { budgetOf } from "../knowledge/budgets";
import {
  businessModelOf,
  MODEL_ECONOMICS,
  monthlyCapacity,
  ownAmount,
  planMoney,
  RETAINER_PRICES,
  type PlanMoney,
} from "../knowledge/plan/economics";
import { amountsIn } from "../knowledge/plan/funding";
import { IDEA_BUDGETS } from "../../../shared/contracts/business-ideas";
import { budgetBand, profileBudget } from "../../../shared/tools/profile-inputs";
import { labelFor } from "../../../shared/contracts/options";
import { formatMoney, moneyDecimal } from "../../../shared/domain/currency-money";
import { BAND_REFERENCE_USD } from "../../../shared/domain/currencies";
import type { ProfileField } from "../../../shared/contracts/business-profile";
import { nice, seededRandom } from "../knowledge/seed";
import { audiencePhrase, industryPhrase } from "../knowledge/slots";
import {
  clampAssumptions,
  composePlan,
  monthOfWeek,
  PLAN_BOUNDS,
  type PlanWords,
  type ProposedAssumptions,
} from "../knowledge/plan/finance";
/** Dollar figures in a text like "$1,200 - $5,300/month" or "$500-2K". */
function figures(text: string): number[] {
  return [...text.replace(/,/g, "").matchAll(/\$?(\d+(?:\.\d+)?)\s*([kK])?/g)]
    .map((m) => Number(m[1]) * (m[2] ? 1000 : 1))
    .filter((n) => n > 0);
}

/** The first dollar price or price range in a text ("Monthly coaching $80-200 per client" → 140), if any. */
function priceIn(text: string): number | undefined {
  const m = /\$(\d[\d,]*(?:\.\d+)?)(?:\s*-\s*\$?(\d[\d,]*(?:\.\d+)?))?/.exec(text);
  if (!m) return undefined;
  const lo = Number(m[1].replace(/,/g, ""));
  const hi = m[2] ? Number(m[2].replace(/,/g, "")) : lo;
  return (lo + hi) / 2;
}

/** The week of launch from a time to market, its upper figure ("3-5 weeks" → 5, "2-3 months" → 13). */
function weeksIn(text: string): number {
  const last = Number(text.match(/\d+/g)?.at(-1) ?? 6);
  return /month/i.test(text) ? Math.round((last * 52) / 12) : last;
}

/** Splits a whole-dollar total by shares; the first item takes what rounding down left, so the items add up. */
function split(total: number, parts: readonly [string, number, string][]) {
  const items = parts.map(([item, share, note]) => ({ item, amount: Math.floor(total * share), note }));
  items[0].amount += total - items.reduce((s, i) => s + i.amount, 0);
  return items;
}

/** Whether a service's sale is an hour (a lesson, a session), not a month's retainer or a package per client. */
const soldByTheHour = (revenueModel: string) => !/retainer|agency|monthly|per client|package/i.test(revenueModel);

/** The person's own price and cost in the plan's currency, and sentences on what was and was not used. */
function ownNumbers(input: BusinessPlanInput, currency: string) {
  const notes: string[] = [];
  const read = (text: string | undefined, what: string) => {
    const own = ownAmount(text, currency);
    if (own && "otherCurrency" in own) {
      notes.push(
        `Your ${what} ${text} is in ${own.otherCurrency}, not the plan's ${currency}: the plan uses its own estimate`,
      );
      return undefined;
    }
    return own?.cents;
  };
  return { price: read(input.price, "price"), cost: read(input.unitCost, "cost per sale"), notes };
}

/**
 * The assumptions the offline engine chooses from the idea, the budget and the person's own numbers (clamped by the
 * derivation): the price and cost per sale by business model unless the person gave theirs, sales limited by their
 * hours for a service sold by the hour.
 */
function offlineAssumptions(input: BusinessPlanInput, money: PlanMoney): ProposedAssumptions {
  const { idea } = input;
  const rng = seededRandom(`plan|${JSON.stringify(input)}`);
  const model = businessModelOf(input);
  const economics = MODEL_ECONOMICS[model];
  const own = ownNumbers(input, money.currency);
  // The idea's figures are the catalogue's, in US dollars: in another currency they are turned into it at the
  // reference rate and rounded (never relabelled: "$18-40" is not £29), or left out without a rate (decision 1478).
  const rate = BAND_REFERENCE_USD[money.currency];
  const here = (dollars: number) => (money.currency === "USD" ? dollars : rate ? nice(dollars / rate) : undefined);
  const revenue = figures(idea.estimatedRevenue)
    .map(here)
    .filter((n): n is number => n !== undefined);
  const target = revenue.length ? (revenue[0] + (revenue[1] ?? revenue[0] * 2)) / 2 : money.max * 0.6;
  const cost = figures(idea.startupCost)
    .map(here)
    .filter((n): n is number => n !== undefined);
  const marginMatch = idea.profitPotential.match(/(\d+)-(\d+)%/);
  const margin = marginMatch ? (Number(marginMatch[1]) + Number(marginMatch[2])) / 200 : 0.55;
  // Running costs follow the revenue hoped for, but a small budget starts lean: at most a quarter of it a month.
  const wanted = Math.max(economics.fixedFloor, target * (model === "hourly" ? 0.05 : 0.12));
  const lean = money.budget === null ? Infinity : Math.max(economics.fixedFloor, money.budget * 0.25);
  const fixedMonthly = nice(Math.min(wanted, lean));
  const retainer = model === "hourly" && /retainer|agency/i.test(idea.revenueModel);
  // An hourly service does not take a package price as the price of one hour: a tutor's "$150-600 packages per
  // student" is many hours (found reading a maths tutor's plan at €375 a sale); it is priced by the hour instead.
  const packaged = model === "hourly" && /\bpackages?\b/i.test(idea.revenueModel);
  const catalogue = packaged ? undefined : priceIn(idea.revenueModel);
  const catalogueHere = catalogue === undefined ? undefined : here(catalogue);
  const unitPrice =
    own.price !== undefined
      ? own.price / 100
      : (catalogueHere ?? rng.pick(retainer ? RETAINER_PRICES : economics.prices));
  const pricePerSale = Math.min(PLAN_BOUNDS.price.max, Math.max(PLAN_BOUNDS.price.min, unitPrice));
  // The idea's stated margin when it gives one; else the model's usual share of the price a sale costs.
  const costShare = marginMatch ? 1 - margin : (economics.costShare ?? 1 - margin);
  const unitCost = own.cost !== undefined ? own.cost / 100 : Math.round(pricePerSale * costShare * 100) / 100;
  // Building ends the week before the launch week.
  const weeksToLaunch = Math.min(
    PLAN_BOUNDS.weeksToLaunch.max,
    Math.max(PLAN_BOUNDS.weeksToLaunch.min, weeksIn(idea.timeToMarket) - 1),
  );
  // Sales grow from the launch month to the month-12 target (the middle of the idea's revenue estimate); an hourly
  // service sells no more hours than the person has.
  const launchMonth = monthOfWeek(weeksToLaunch + 1);
  // The startup items leave room in the budget for the running costs until the launch month's sales.
  const room = money.budget === null ? money.max : Math.max(0, money.max - fixedMonthly * launchMonth);
  const startupTotal = Math.round(Math.min(room, cost.length ? Math.max(...cost) : money.max * 0.6));
  const hours = input.person?.hoursPerWeek;
  // Priced by the hour (its own hourly price or the model's), it sells no more hours than the person has.
  const capacity =
    model === "hourly" && (packaged || soldByTheHour(idea.revenueModel)) ? monthlyCapacity(hours ?? 8) : Infinity;
  const salesAt12 = Math.max(1, Math.min(capacity, Math.round(target / pricePerSale)));
  const startingSalesPerMonth = Math.max(1, Math.round(salesAt12 / 4));
  const months = 12 - launchMonth;
  const monthlyGrowthPercent =
    months > 0 ? Math.floor(((salesAt12 / startingSalesPerMonth) ** (1 / months) - 1) * 100) : 0;
  return {
    pricePerSale,
    unitCost,
    startingSalesPerMonth,
    monthlyGrowthPercent,
    year2GrowthPercent: capacity === Infinity ? rng.int(50, 100) : 0,
    year3GrowthPercent: capacity === Infinity ? rng.int(25, 55) : 0,
    weeksToLaunch,
    startupItems: split(startupTotal, [
      ["Product or service setup", 0.35, `Getting "${idea.name}" ready to sell`],
      ["Branding and website", 0.2, "Logo, domain, store or booking page"],
      ["Launch marketing", 0.3, `First campaign aimed at ${idea.targetMarket}`],
      ["Legal, insurance and tools", 0.15, "Registration, payment and accounting tools"],
    ]),
    monthlyCostItems: split(fixedMonthly, [
      ["Marketing", 0.45, "Ads, creators and promotions"],
      ["Software and subscriptions", 0.35, "Hosting, design and email tools"],
      ["Admin and fees", 0.2, "Payment fees, accounting"],
    ]),
  };
}

/** Sentences on the model, the person's own numbers and hours, added to the plan's assumptions. */
function personNotes(input: BusinessPlanInput, money: PlanMoney): string[] {
  const model = businessModelOf(input);
  const own = ownNumbers(input, money.currency);
  const amounts = amountsIn(money.currency);
  const notes = [`Business model: ${MODEL_ECONOMICS[model].label}`];
  if (own.price !== undefined) notes.push(`Price per sale is yours: ${amounts.price(own.price)}`);
  if (own.cost !== undefined) notes.push(`Cost per sale is yours: ${amounts.price(own.cost)}`);
  const hours = input.person?.hoursPerWeek;
  if (model === "hourly" && soldByTheHour(input.idea.revenueModel))
    notes.push(
      `Sales are hours sold, at most ${monthlyCapacity(hours ?? 8)} a month from ${hours ?? 8} hours a week${hours === undefined ? " (add your hours to your profile)" : ""}`,
    );
  return [...notes, ...own.notes];
}

/** The offline engine's words: the idea in a sentence or two and four risks, none stating a figure of the plan. */
function offlineWords(input: BusinessPlanInput): PlanWords {
  const { idea } = input;
  // A plan in another currency does not quote a dollar market size as its own (decision 1471).
  const money = planMoney(input);
  const dollarPlan = money.currency === "USD";
  const tier = budgetOf(input.budget);
  const riskLevel = idea.riskLevel.split(/[\s:(]/)[0] || "Medium";
  return {
    summary: `${idea.name} — ${idea.description.trim().replace(/([^.!?])$/, "$1.")} It serves ${audiencePhrase(idea.targetMarket, "its customers")}${idea.industry.trim() ? ` in ${industryPhrase(idea.industry)}` : ""}${idea.marketSize.trim() && (dollarPlan || !idea.marketSize.includes("$")) ? `, a market of ${idea.marketSize.trim()}` : ""}.`,
    riskAssessment: [
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
        // The budget as the plan states it: "A$400" for the person's own, the band's label otherwise.
        risk: `Costs exceed the ${money.label} budget`,
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
    ],
  };
}

const planContext = (input: BusinessPlanInput, money: PlanMoney) => ({
  idea: input.idea,
  budgetLabel: money.label,
  currency: money.currency,
  budget: money.budget,
  notes: personNotes(input, money),
});

function offline(input: BusinessPlanInput): BusinessPlanOutput {
  const money = planMoney(input);
  const assumptions = clampAssumptions(offlineAssumptions(input, money), money.max);
  return composePlan(assumptions, planContext(input, money), offlineWords(input));
}

/**
 * The profile facts a plan reads: its currency, the exact budget when the budget chosen is the profile's (typed as
 * the profile says it, or the band the profile's budget falls in), and the hours for a service sold by the hour.
 */
function withProfile(input: BusinessPlanInput, profile: Parameters<typeof profileBudget>[0]) {
  const person: NonNullable<BusinessPlanInput["person"]> = {};
  const used: ProfileField[] = [];
  if (profile.currency) person.currency = profile.currency;
  const exact = profileBudget(profile);
  const band = budgetBand(profile, IDEA_BUDGETS);
  const chosen = input.budget.trim().toLowerCase();
  if (
    exact &&
    (chosen === formatMoney(exact, { whole: "when-round" }).toLowerCase() ||
      chosen === formatMoney(exact, { whole: "when-round", distinct: true }).toLowerCase() ||
      (band !== undefined && chosen === labelFor(IDEA_BUDGETS, band).toLowerCase()))
  ) {
    person.budget = moneyDecimal(exact);
    used.push("budget");
  }
  const next = {
    ...input,
    person: { ...person, ...(profile.hoursPerWeek !== null ? { hoursPerWeek: profile.hoursPerWeek } : {}) },
  };
  if (profile.currency && planMoney(next).currency === profile.currency) used.push("currency");
  if (profile.hoursPerWeek !== null && businessModelOf(next) === "hourly") used.push("hoursPerWeek");
  else delete next.person.hoursPerWeek;
  return { input: next, used };
}

const item = z.object({
  item: z.string().describe("What the money is for"),
  amount: z.number().describe("Whole units of the plan's currency"),
  note: z.string().optional().describe("A few words on it, no figures"),
});
const noFigures = "Words only: no numbers, amounts or percentages (our code computes and inserts every figure).";

/** What a model is asked for: the assumptions (clamped by our code) and the words (figures in them are not trusted). */
const planAnswerSchema = z.object({
  summary: z.string().min(1).describe(`Two or three sentences: the business, the customer and its edge. ${noFigures}`),
  assumptions: z
    .object({
      pricePerSale: z
        .number()
        .describe(
          `What a customer pays per sale in the plan's currency, ${PLAN_BOUNDS.price.min} to ${PLAN_BOUNDS.price.max}`,
        ),
      unitCost: z
        .number()
        .describe("What one sale costs to make or deliver in the plan's currency, between 5% and 95% of the price"),
      startingSalesPerMonth: z
        .number()
        .describe(`Sales in the launch month, ${PLAN_BOUNDS.startingSales.min} to ${PLAN_BOUNDS.startingSales.max}`),
      monthlyGrowthPercent: z
        .number()
        .describe(
          `Sales growth each month after launch through month 12, 0 to ${PLAN_BOUNDS.monthlyGrowthPercent.max}`,
        ),
      year2GrowthPercent: z
        .number()
        .describe(`Sales growth in year 2 over year 1, 0 to ${PLAN_BOUNDS.year2GrowthPercent.max}`),
      year3GrowthPercent: z
        .number()
        .describe(`Sales growth in year 3 over year 2, 0 to ${PLAN_BOUNDS.year3GrowthPercent.max}`),
      weeksToLaunch: z
        .number()
        .describe(
          `Weeks of validation (weeks 1-2) and building before the launch week, ${PLAN_BOUNDS.weeksToLaunch.min} to ${PLAN_BOUNDS.weeksToLaunch.max}`,
        ),
      startupItems: z.array(item).min(1).describe("One-off costs before launch; together within the founder's budget"),
      monthlyCostItems: z.array(item).min(1).describe("Fixed running costs each month"),
    })
    .describe("The assumptions every figure of the plan is computed from"),
  riskAssessment: z
    .array(
      z.object({
        risk: z.string().describe(noFigures),
        likelihood: z.string().describe("Low, Medium or High"),
        impact: z.string().describe("Low, Medium or High"),
        mitigation: z.string().describe(noFigures),
      }),
    )
    .min(1),
  stepDetails: z
    .object({
      validate: z.string(),
      build: z.string(),
      launch: z.string(),
      measure: z.string(),
    })
    .partial()
    .optional()
    .describe(
      `What to do in each step: validate demand, build the first version, launch, measure and adjust. ${noFigures}`,
    ),
});

/**
 * The words of a text that hold a digit ("$1,500", "26-41", "9%", "3d"), lower case, without the punctuation around
 * them: the figures it states.
 */
function figureWords(text: string): string[] {
  return text
    .split(/[\s()[\]{}"'\u2018\u2019\u201c\u201d/]+/)
    .map((w) => w.replace(/^[^\w$]+|[^\w%]+$/g, "").toLowerCase())
    .filter((w) => /\d/.test(w));
}

/**
 * Finishes a model's answer: its assumptions clamped and every figure derived by our code; a text of its words that
 * states a figure (an amount, a percentage, or a word with a digit that is not a word of the person's idea) is
 * replaced by the offline words, a note dropped, an item renamed.
 */
function finishAnswer(answer: z.infer<typeof planAnswerSchema>, input: BusinessPlanInput): BusinessPlanOutput {
  // Money and percentages in words are always the model's own; other figures (an age range) may be the person's.
  const own = new Set([...Object.values(input.idea), input.budget].flatMap(figureWords).filter((w) => !/[$%]/.test(w)));
  const trusted = (text: string | undefined) => text !== undefined && figureWords(text).every((w) => own.has(w));
  const fallback = offlineWords(input);
  const items = (list: z.infer<typeof item>[], name: string) =>
    list.map((i, at) => ({
      item: trusted(i.item) && i.item.trim() ? i.item : `${name} ${String.fromCharCode(65 + (at % 26))}`,
      amount: i.amount,
      ...(trusted(i.note) ? { note: i.note } : {}),
    }));
  const money = planMoney(input);
  const theirs = ownNumbers(input, money.currency);
  const assumptions = clampAssumptions(
    {
      ...answer.assumptions,
      // The person's own numbers win over the model's.
      ...(theirs.price !== undefined ? { pricePerSale: theirs.price / 100 } : {}),
      ...(theirs.cost !== undefined ? { unitCost: theirs.cost / 100 } : {}),
      startupItems: items(answer.assumptions.startupItems, "Startup item"),
      monthlyCostItems: items(answer.assumptions.monthlyCostItems, "Running cost"),
    },
    money.max,
  );
  const risks = answer.riskAssessment
    .slice(0, 8)
    .map((r, at) =>
      [r.risk, r.likelihood, r.impact, r.mitigation].every(trusted) && r.risk.trim() && r.mitigation.trim()
        ? r
        : fallback.riskAssessment[at % fallback.riskAssessment.length],
    );
  const details = answer.stepDetails ?? {};
  const pick = (text: string | undefined) => (trusted(text) && text?.trim() ? text : undefined);
  return composePlan(assumptions, planContext(input, money), {
    summary: trusted(answer.summary) && answer.summary.trim() ? answer.summary : fallback.summary,
    riskAssessment: risks.filter((r, at) => risks.findIndex((o) => o.risk === r.risk) === at),
    stepDetails: {
      "Validate demand": pick(details.validate),
      "Build the first version": pick(details.build),
      Launch: pick(details.launch),
      "Measure and adjust": pick(details.measure),
    },
  });
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
  answer: modelAnswer(planAnswerSchema, finishAnswer),
  withProfile,
  system:
    "You are an experienced startup advisor. You choose realistic assumptions for young founders' business plans (price, cost per sale, running costs, starting sales, growth, startup costs that fit the budget, weeks to launch) and write concise words around them. Our code computes every projection, total and target from your assumptions, so your words never state a number.",
  prompt: (input) =>
    [
      `Choose the assumptions and write the words of a business plan for "${input.idea.name}".`,
      `Description: ${input.idea.description}`,
      `Industry: ${input.idea.industry}; target market: ${input.idea.targetMarket}`,
      `Revenue model: ${input.idea.revenueModel}; estimated revenue: ${input.idea.estimatedRevenue}`,
      `Market size: ${input.idea.marketSize}; competition: ${input.idea.competition}; risk: ${input.idea.riskLevel}`,
      `Time to market: ${input.idea.timeToMarket}; profit potential: ${input.idea.profitPotential}`,
      `Startup cost estimate: ${input.idea.startupCost}; founder's budget: ${planMoney(input).label} (startup items together at most ${planMoney(input).max} ${planMoney(input).currency})`,
      `Currency of every amount you choose: ${planMoney(input).currency}; business model: ${MODEL_ECONOMICS[businessModelOf(input)].label}`,
      ...(input.price ? [`The founder's own price per sale: ${input.price} (use it)`] : []),
      ...(input.unitCost ? [`The founder's own cost per sale: ${input.unitCost} (use it)`] : []),
      ...(input.person?.hoursPerWeek !== undefined ? [`Founder's hours a week: ${input.person.hoursPerWeek}`] : []),
    ].join("\n"),
  offline,
  label: (input) => input.idea.name,
});
