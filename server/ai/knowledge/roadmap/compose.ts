/**
 * The offline launch roadmap: steps from the curated library (./library.ts), chosen by industry, budget and
 * experience, timed by the hours a week the person has, and written about their business. Deterministic.
 */
import { withoutDanglingEnd } from "../slots";
import {
  STEP_DESCRIPTION_MAX,
  STEP_TITLE_MAX,
  type GeneratedStep,
  type RoadmapInput,
  type RoadmapOutput,
} from "../../../../shared/contracts/roadmap";
import { clipText, fillTemplate } from "../template";
import { XP_PER_STEP } from "../../../../shared/domain/roadmap";
import { rangeOf } from "../../../../shared/domain/words";
import { BY_EXPERIENCE, CORE, INDUSTRY_PLAYS, MARKETING_BY_BUDGET, type StepTemplate } from "./library";

const HOURS_PER_WEEK: Record<string, number> = { "5-10": 7, "10-20": 15, "20-40": 30, "40+": 45 };
const PACE: Record<string, number> = { beginner: 1.3, some: 1.1, experienced: 0.9, expert: 0.75 };

/** Text cut at a word boundary. */
function short(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, " ");
  const first = t.split(/(?<=[.!?])\s/)[0];
  const s =
    first.length <= max ? first : first.slice(0, first.lastIndexOf(" ", max) > 20 ? first.lastIndexOf(" ", max) : max);
  // A cut inside a character (an emoji) would leave half of it; a cut phrase ends on a word that carries it, not on
  // "and", "or", "for" or a comma ("mostly pothos and" reads "mostly pothos").
  return withoutDanglingEnd(s.replace(/[\uD800-\uDBFF]$/, "")).replace(/[.!?,;:]+$/, "");
}

/**
 * A template filled so that it fits `max` characters: when the whole would not (a business name of 80
 * characters in a long title), the name is clipped where it stands, else the text itself; never a failed answer.
 */
function fitted(template: string, values: Record<string, string>, max: number): string {
  const full = fillTemplate(template, values);
  if (full.length <= max) return full;
  const uses = template.split("{name}").length - 1;
  if (uses > 0) {
    const room = values.name.length - Math.ceil((full.length - max) / uses);
    const clipped = fillTemplate(template, { ...values, name: clipText(values.name, Math.max(room, 1)) });
    if (clipped.length <= max) return clipped;
  }
  return clipText(full, max);
}

/** A duration for hours of work at the person's weekly hours. */
export function durationText(hours: number, hoursPerWeek: number): string {
  const days = (hours / hoursPerWeek) * 7;
  if (days <= 1) return "1 day";
  const lo = Math.ceil(days);
  const hi = Math.ceil(days * 1.4);
  if (lo < 7) return lo === hi ? `${lo} days` : `${lo}-${hi} days`;
  const wLo = Math.max(1, Math.round(lo / 7));
  const wHi = Math.max(wLo + 1, Math.round(hi / 7));
  return rangeOf(wLo, wHi, "weeks");
}

/** 'Office workers' reads 'office workers' mid-sentence; names and acronyms ('UK students') keep theirs when the second letter is upper case. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

function easier(d: StepTemplate["difficulty"]): StepTemplate["difficulty"] {
  return d === "hard" ? "medium" : "easy";
}

type Pick = { template: StepTemplate; badge?: string };

/** Builds the roadmap of one intake form. */
export function composeRoadmap(input: RoadmapInput): RoadmapOutput {
  const play = INDUSTRY_PLAYS[input.industry];
  const name = input.businessName.trim();
  const values = {
    name,
    idea: short(input.businessIdea, 70).replace(/^./, (c) => c.toLowerCase()),
    market: input.targetMarket ? lowerFirst(short(input.targetMarket, 60)) : "your target customers",
    channels: play.channels,
    firstThousand: play.firstThousand,
  };

  const experience = input.experience ?? "some";
  const budget = input.budget ?? "0-100";
  const marketing =
    budget === "0-100"
      ? MARKETING_BY_BUDGET.organic
      : budget === "100-500" || budget === "500-1000"
        ? MARKETING_BY_BUDGET.small
        : MARKETING_BY_BUDGET.paid;

  const picks: Pick[] = [{ template: CORE.interviews }, { template: CORE.competitors, badge: "Validation Badge" }];
  if (play.compliance) picks.push({ template: play.compliance });
  if (experience === "beginner" || experience === "some") picks.push({ template: BY_EXPERIENCE.basics });
  if (experience === "beginner") picks.push({ template: BY_EXPERIENCE.mentor });
  picks.push({ template: CORE.offer, badge: "Planning Badge" });
  picks.push({ template: play.build, badge: "Builder Badge" });
  picks.push({ template: CORE.presence });
  picks.push({ template: marketing });
  picks.push({ template: play.launch, badge: "Launcher Badge" });
  picks.push({ template: CORE.firstThousand, badge: "First $1K Badge" });
  if (experience === "experienced" || experience === "expert") picks.push({ template: BY_EXPERIENCE.systems });

  const hoursPerWeek = HOURS_PER_WEEK[input.timeCommitment ?? "5-10"];
  const pace = PACE[experience];
  let totalHours = 0;
  const steps: GeneratedStep[] = picks.map(({ template, badge }, i) => {
    const hours = template.hours * pace;
    totalHours += hours;
    const difficulty = experience === "expert" ? easier(template.difficulty) : template.difficulty;
    return {
      id: i + 1,
      order: i + 1,
      title: fitted(template.title, values, STEP_TITLE_MAX),
      description: fitted(template.description, values, STEP_DESCRIPTION_MAX),
      category: template.category,
      difficulty,
      estimatedTime: durationText(hours, hoursPerWeek),
      rewards: badge ? { xp: XP_PER_STEP, badge } : { xp: XP_PER_STEP },
    };
  });

  const weeks = Math.max(2, Math.ceil(totalHours / hoursPerWeek));
  const keyMilestones = [
    `${name} validated with 10 real conversations`,
    `Offer and price of ${name} set`,
    `First version of ${name} live`,
    "First paying customer",
    "First $1K in revenue",
  ];
  if (input.goals) keyMilestones.push(`Your goal: ${short(input.goals, 140)}`);

  return {
    estimatedTimeline: `${rangeOf(weeks, Math.ceil(weeks * 1.3), "weeks")} to your first $1K`,
    keyMilestones,
    steps,
  };
}
