/**
 * The offline sales script, a draft to fill (docs/decisions/1433-offline-drafts-say-so.md): the type's template with
 * the product, audience, pain point and industry fitted to their slots (docs/decisions/1430-every-slot-has-a-grammatical-role.md),
 * the tone's lead and tip, the goal's ask, objections ordered for this request, and metrics from a published
 * rule (base conversion of the type, plus the goal's and tone's effect, plus what the request tells us).
 */
import type { SalesScriptInput, SalesScriptOutput } from "../../../../shared/contracts/sales-scripts";
import { clamp } from "../format";
import { seededRandom } from "../seed";
import { afterLead, audiencePhrase, industryPhrase, namePhrase, nounPhrase } from "../slots";
import { fillTemplate } from "../template";
import { DRAFT_TIP, GOAL_ASKS, OBJECTIONS, TONE_STYLES, TYPE_TEMPLATES, TYPE_TIPS } from "./templates";

/** The script's conversion estimate (0-100): the documented rule, reused by the tests. */
export function conversionEstimate(
  input: Pick<SalesScriptInput, "type" | "goal" | "tone" | "painPoint" | "targetAudience" | "industry">,
): number {
  const known = (input.painPoint ? 8 : 0) + (input.targetAudience ? 5 : 0) + (input.industry ? 3 : 0);
  return clamp(
    TYPE_TEMPLATES[input.type].baseConversion +
      GOAL_ASKS[input.goal].conversion +
      TONE_STYLES[input.tone].conversion +
      known,
    5,
    95,
  );
}

export function composeSalesScript(input: SalesScriptInput): SalesScriptOutput {
  const rnd = seededRandom(JSON.stringify(input));
  const t = TYPE_TEMPLATES[input.type];
  const goal = GOAL_ASKS[input.goal];
  const tone = TONE_STYLES[input.tone];
  const industry = industryPhrase(input.industry);
  const vars: Record<string, string> = {
    product: namePhrase(input.product),
    audience: audiencePhrase(input.targetAudience, "business owners"),
    pain: input.painPoint ? nounPhrase(input.painPoint, "fact") : "wasted time on manual work",
    inIndustry: industry ? ` in ${industry}` : "",
    fromIndustry: industry ? `from ${industry}` : "from businesses like theirs",
    focus: industry || "a few kinds of business",
    ask: goal.ask,
  };
  const fill = (s: string) => fillTemplate(s, vars);
  const difficulty = goal.difficulty + (input.type === "cold_call" ? 1 : 0) + (input.tone === "urgent" ? 1 : 0);
  return {
    type: input.type,
    script: {
      opening: fill(t.opening),
      hook: afterLead(tone.lead, fill(t.hook)),
      value_proposition: fill(t.value),
      objection_handling: rnd.shuffle(OBJECTIONS).slice(0, 4).map(fill),
      closing: fill(t.closing),
      follow_up: fill(t.followUp),
    },
    metrics: {
      conversionPotential: conversionEstimate(input),
      estimatedLength: t.estimatedLength,
      difficulty: difficulty >= 3 ? "hard" : difficulty >= 1 ? "medium" : "easy",
    },
    tips: [DRAFT_TIP, tone.tip, ...TYPE_TIPS[input.type]],
    draft: true,
  };
}
