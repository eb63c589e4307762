/**
 * The offline side-hustle generator: picks the templates that fit the person's budget and weekly time (hard
 * rules), ranks them by preferred type, skills and interests, and fills them in with the person's own words
 * and figures clamped to their budget and time. Deterministic: the same input gives the same answer.
 */
import {
  HUSTLE_TYPES,
  budgetOption,
  hustleLabel,
  timeOption,
  type HustleGeneratorInput,
  type HustleGeneratorOutput,
  type HustleIdeaOutput,
} from "../../../../shared/contracts/side-hustle-generator";
import { matching, seededRandom, usd } from "../seed";
import { budgetFit, costText, fitsBudget } from "../budgets";
import type { OwnBudget } from "../../../../shared/contracts/common";
import { list } from "../rank";
import { fillTemplate } from "../template";
import { rangeOf } from "../../../../shared/domain/words";
import { understand } from "../../understanding/understand";
import { tradeOf } from "../../understanding/lexicon";
import { unreadTexts, unknownsSaid } from "../../understanding/unknown";
import { quoted } from "../slots";
import { HUSTLE_TEMPLATES, type HustleTemplate } from "./templates";

export const IDEAS_PER_ANSWER = 4;
const WEEKS_PER_MONTH = 4.33;

/**
 * The budget costs are weighed against: the option chosen, or within it the person's own budget from their profile,
 * named as they write it and weighed at its worth in US dollars (docs/decisions/1493-the-persons-own-budget-in-budget-sentences.md).
 */
export function hustleBudget(budget: string, own?: OwnBudget): { min: number; max: number; label: string } {
  const option = budgetOption(budget);
  return own ? { min: option.min, max: own.usd, label: own.label } : option;
}

/** The hard rules: a template fits when its lean start fits the budget and its minimum hours fit the week. */
export function fitsBudgetAndTime(t: HustleTemplate, budget: string, timePerWeek: string, own?: OwnBudget): boolean {
  const b = hustleBudget(budget, own);
  const time = timeOption(timePerWeek);
  if (!fitsBudget(t.cost, b)) return false;
  // A $0-50 budget never buys stock (the template rules also keep such hustles above $50).
  if (b.max <= 50 && t.needsInventory) return false;
  return t.hours[0] <= time.max;
}

/** Weekly hours shown: within the person's band and the template's range; never above the band's top. */
export function hoursFor(t: HustleTemplate, timePerWeek: string): [number, number] {
  const time = timeOption(timePerWeek);
  const lo = Math.max(t.hours[0], time.min);
  const hi = Math.min(t.hours[1], time.max);
  // The hustle needs fewer hours than the band: say so honestly rather than stretch it.
  return lo <= hi ? [lo, hi] : [t.hours[0], Math.min(t.hours[1], time.max)];
}

/** Startup cost shown: the one budget rule's range (lean start up to the comfortable one, capped at the budget's top). */
export function costFor(t: HustleTemplate, budget: string, own?: OwnBudget): [number, number] {
  return budgetFit(t.cost, hustleBudget(budget, own)).shown;
}

/**
 * What a skill lets the person teach or sell, in a few words: "native Spanish speaker" is Spanish, "AP Calculus
 * (scored a 5)" is AP Calculus, "fluent in French" is French.
 */
export function subjectOf(skill: string): string {
  let s = skill
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  s = s.replace(/^(?:i am |i'm |a |an )/i, "");
  const native =
    /^(?:native|fluent|bilingual|near-native)\s+(?:in\s+)?(.+?)(?:\s+(?:speaker|speaking|skills?))?$/i.exec(s);
  if (native) return native[1];
  const speaker = /^(.+?)\s+(?:speaker|teacher|tutor|skills?|expert|player|lessons?)$/i.exec(s);
  if (speaker) return speaker[1];
  const good = /^(?:good at|great at|strong in|fluent in|teaching|tutoring)\s+(.+)$/i.exec(s);
  if (good) return good[1];
  return s || skill.trim();
}

/** The generator's sentence about cost and budget, from the one budget rule (../budgets.ts). */
export function hustleBudgetReason(
  cost: readonly [number, number],
  needsInventory: boolean,
  budget: { max: number; label: string },
): string {
  const fit = budgetFit(cost, budget);
  if (!fit.fits) return `Needs ${usd(cost[0])} or more to start, more than your ${budget.label} budget`;
  if (fit.shown[1] === 0) return `Costs nothing to start, well within your ${budget.label} budget`;
  return `Starts from ${usd(fit.shown[0])}, within your ${budget.label} budget${needsInventory ? " (part of it goes on stock)" : ", with no stock to buy"}`;
}

const roundMoney = (n: number) =>
  n < 100 ? Math.round(n / 10) * 10 : n < 1000 ? Math.round(n / 50) * 50 : Math.round(n / 100) * 100;

type Ranked = { t: HustleTemplate; score: number; skills: string[]; interests: string[]; own: boolean };

function rank(input: HustleGeneratorInput): Ranked[] {
  const rng = seededRandom(`hustles|${JSON.stringify(input)}`);
  const b = hustleBudget(input.budget, input.ownBudget);
  const time = timeOption(input.timePerWeek);
  const budgetIndex = ["0-50", "50-200", "200-500", "500-1000", "1000+"].indexOf(input.budget);
  // The trade of what they already sell: a template of that trade is theirs ("selling" alone is every trade's).
  const ownTrade = input.ownBusiness ? understand(input.ownBusiness).trade : null;
  return HUSTLE_TEMPLATES.filter((t) => fitsBudgetAndTime(t, input.budget, input.timePerWeek, input.ownBudget))
    .map((t) => {
      const skills = matching(input.skills, t.skills);
      const interests = matching(input.interests, t.interests);
      let score = rng.next() * 6;
      if (input.preferredType !== "any" && t.type === input.preferredType) score += 40;
      score += skills.length * 15 + interests.length * 12;
      // Skills are what the ideas sell where they can be: a hustle that sells a skill of theirs comes first.
      if (t.topicFrom === "skill" && skills.length) score += 10;
      if (t.topicFrom === "interest" && input.interests.length) score += 3;
      if (t.hours[1] < time.min) score -= 20; // would leave most of the person's time unused
      if (t.hours[0] > time.max * 0.6) score -= 5; // would take nearly all of it
      // A bigger budget opens hustles a small one cannot: give them their chance.
      if (budgetIndex >= 2 && t.cost[0] >= b.min * 0.3) score += 8;
      if (budgetIndex === 0 && t.cost[1] === 0) score += 2;
      // Close to what the person already sells: it ranks first (decision 1478), a sneaker reseller is not offered
      // candles first. Only ranking: their words are not pasted into a title.
      const own = ownTrade !== null && [...t.skills, ...t.interests].some((c) => tradeOf(c) === ownTrade);
      if (own) score += 30;
      return { t, score, skills, interests, own };
    })
    .sort((a, b2) => b2.score - a.score || a.t.key.localeCompare(b2.t.key));
}

/** Top ideas; 'any' keeps a mix (at most two of one type). */
function pick(ranked: Ranked[], preferredType: string): Ranked[] {
  const chosen: Ranked[] = [];
  const perType = new Map<string, number>();
  for (const r of ranked) {
    if (chosen.length === IDEAS_PER_ANSWER) break;
    const n = perType.get(r.t.type) ?? 0;
    if (preferredType === "any" && n >= 2) continue;
    chosen.push(r);
    perType.set(r.t.type, n + 1);
  }
  for (const r of ranked) if (chosen.length < IDEAS_PER_ANSWER && !chosen.includes(r)) chosen.push(r);
  return chosen;
}

/** The offline answer of POST /api/generate-hustle-ideas. */
export function composeHustleIdeas(input: HustleGeneratorInput): HustleGeneratorOutput {
  const b = hustleBudget(input.budget, input.ownBudget);
  const time = timeOption(input.timePerWeek);
  const typeLabel = hustleLabel(HUSTLE_TYPES, input.preferredType);
  const chosen = pick(rank(input), input.preferredType);
  const usedInterests = new Set<string>();
  const usedSkills = new Set<string>();

  const ideas: HustleIdeaOutput[] = chosen.map(({ t, skills, interests, own }) => {
    // The topic: the person's own interest (or skill) that matches, else a new one of theirs, else the default.
    let topic = t.defaultTopic ?? "";
    if (t.topicFrom === "interest")
      topic =
        interests.find((i) => !usedInterests.has(i)) ??
        input.interests.find((i) => !usedInterests.has(i)) ??
        interests[0] ??
        input.interests[0] ??
        topic;
    if (t.topicFrom === "skill") topic = skills[0] ? subjectOf(skills[0]) : topic;
    if (t.topicFrom === "interest" && input.interests.includes(topic)) usedInterests.add(topic);
    interests.forEach((i) => usedInterests.add(i));
    skills.forEach((s) => usedSkills.add(s));
    const fill = (s: string) => fillTemplate(s, { topic });

    const [hLo, hHi] = hoursFor(t, input.timePerWeek);
    const [cLo, cHi] = costFor(t, input.budget, input.ownBudget);
    const earnLo = roundMoney(hLo * WEEKS_PER_MONTH * t.hourly[0]);
    const earnHi = Math.max(earnLo, roundMoney(hHi * WEEKS_PER_MONTH * t.hourly[1]));

    const whyItFits = [
      own ? `Close to your own business: ${input.ownBusiness}` : undefined,
      skills.length ? `Uses your ${list(skills)} skills` : undefined,
      interests.length
        ? `Built around your interest in ${list(interests)}`
        : t.topicFrom === "interest" && input.interests.includes(topic)
          ? `Gives your interest in ${topic} a way to earn`
          : undefined,
      // Every idea here passed fitsBudget (see fitsBudgetAndTime): the sentence says what that rule decided.
      hustleBudgetReason([cLo, cHi], t.needsInventory, b),
      hHi < time.min
        ? `Needs only ${rangeOf(hLo, hHi, "hours")} a week of your ${time.label}: pair it with a second idea`
        : `Fits your ${time.label}: plan on ${rangeOf(hLo, hHi, "hours")} a week`,
      input.preferredType === "any"
        ? `You're open to any type: this is a ${t.type} idea`
        : t.type === input.preferredType
          ? `Matches your preference for ${typeLabel.toLowerCase()}`
          : `A ${t.type} idea: it fits what you can spend and your hours better than the ${typeLabel.toLowerCase()} left`,
    ].filter((x): x is string => Boolean(x));

    return {
      title: fill(t.title),
      description: fill(t.description),
      category: t.category,
      type: t.type,
      difficulty: t.difficulty,
      timeRequired: `${rangeOf(hLo, hHi, "hours")}/week`,
      startupCost: costText([cLo, cHi]),
      potentialEarnings: `${usd(earnLo)} - ${usd(earnHi)}/month`,
      needsInventory: t.needsInventory,
      requirements: [...t.requirements],
      whyItFits,
      firstSteps: t.firstSteps.map(fill),
    };
  });

  // Every skill and interest the person named is answered: the ones no idea used are named on the first card.
  const unusedSkills = input.skills.filter((s) => !usedSkills.has(s));
  const unusedInterests = input.interests.filter((i) => !usedInterests.has(i));
  const first = ideas[0];
  // What the understanding layer cannot read is said to be unknown, never pasted into a sentence
  // (docs/decisions/1434-one-understanding-layer-one-text-gate.md).
  const unknown = unreadTexts([...unusedSkills, ...unusedInterests]);
  const known = (texts: string[]) => texts.filter((t) => !unknown.includes(t)).map(quoted);
  // One sentence for what these ideas leave unused, so the first card keeps room within its contract.
  const skillsLeft = known(unusedSkills);
  const interestsLeft = known(unusedInterests);
  const left = [
    skillsLeft.length ? `your skill${skillsLeft.length === 1 ? "" : "s"} ${list(skillsLeft)}` : undefined,
    interestsLeft.length ? `your interest${interestsLeft.length === 1 ? "" : "s"} ${list(interestsLeft)}` : undefined,
  ].filter((x): x is string => Boolean(x));
  const many = skillsLeft.length + interestsLeft.length > 1;
  if (first && left.length)
    first.whyItFits.push(
      `Not used by these ideas: ${left.join(" and ")}. Try another type to put ${many ? "them" : "it"} to work`,
    );
  if (first) first.whyItFits.push(...unknownsSaid(unknown));
  return { ideas };
}
