/**
 * The offline sales script, a draft to fill (docs/decisions/1433-offline-drafts-say-so.md): the type's template with
 * the product, audience, pain point and industry fitted to their slots (docs/decisions/1430-every-slot-has-a-grammatical-role.md),
 * the tone's lead and tip, the goal's ask, objections ordered for this request, its length and how hard it is to
 * deliver. No conversion estimate: nothing measures one (docs/decisions/1483-no-conversion-potential-and-worked-scripts.md).
 */
import type { SalesScriptInput, SalesScriptOutput } from "../../../../shared/contracts/sales-scripts";
import { seededRandom } from "../seed";
import { afterLead, audiencePhrase, industryPhrase, namePhrase, nounPhrase } from "../slots";
import { fillTemplate } from "../template";
import { DRAFT_TIP, GOAL_ASKS, OBJECTIONS, TONE_STYLES, TYPE_TEMPLATES, TYPE_TIPS } from "./templates";
import { resellsServiceTrade } from "../own-business";
import { WORKED_PITCHES, type WorkedPitch } from "./worked";
import { understand } from "../../understanding/understand";
import { tradeLabel } from "../../understanding/catalogue";

/** The seller's brackets a worked script fills for a trade of the catalogue; names and their topic stay to fill. */
function worked(text: string, pitch: WorkedPitch): string {
  return text
    .replace("[what the product does, in one plain sentence]", `we ${pitch.does}`)
    .replace("[what it takes off their plate, in one sentence]", `we ${pitch.does}`)
    .replace(/\[One result a customer got, in numbers you can show\.\]/g, pitch.proof)
    .replace("[How much time or money it saves, from a real user.]", pitch.proof)
    .replace("[What helped them, in one sentence.]", pitch.proof)
    .replace("[a customer like them]", pitch.example);
}

export function composeSalesScript(input: SalesScriptInput): SalesScriptOutput {
  const rnd = seededRandom(JSON.stringify(input));
  // A trade of the catalogue gets a worked script to adapt; anything else the labelled draft to fill (decision 1483).
  const trade = understand([input.product, input.industry].filter(Boolean)).trade;
  // A reseller of sneakers gets the draft, not the cleaning service's pitch (decision 1478).
  const pitch = trade && !resellsServiceTrade(input.product, trade) ? WORKED_PITCHES[trade] : undefined;
  const t = TYPE_TEMPLATES[input.type];
  const goal = GOAL_ASKS[input.goal];
  const tone = TONE_STYLES[input.tone];
  const industry = industryPhrase(input.industry);
  const vars: Record<string, string> = {
    product: namePhrase(input.product),
    audience: audiencePhrase(input.targetAudience, "business owners"),
    pain: input.painPoint ? nounPhrase(input.painPoint, "fact") : (pitch?.pain ?? "wasted time on manual work"),
    inIndustry: industry ? ` in ${industry}` : "",
    fromIndustry: industry ? `from ${industry}` : "from businesses like theirs",
    focus: industry || "a few kinds of business",
    ask: goal.ask,
  };
  const fill = (s: string) => (pitch ? worked(fillTemplate(s, vars), pitch) : fillTemplate(s, vars));
  const tradeObjections = (pitch?.objections ?? []).map(
    ([objection, response]) => `Objection: "${objection}" Response: "${response}"`,
  );
  const difficulty = goal.difficulty + (input.type === "cold_call" ? 1 : 0) + (input.tone === "urgent" ? 1 : 0);
  return {
    type: input.type,
    script: {
      opening: fill(t.opening),
      hook: afterLead(tone.lead, fill(t.hook)),
      value_proposition: fill(t.value),
      // The budget answer weighs a saving against a cost, which is not how a trade's buyer thinks of a candle or a walk.
      objection_handling: [
        ...tradeObjections,
        ...rnd.shuffle(pitch ? OBJECTIONS.slice(1) : OBJECTIONS).map(fill),
      ].slice(0, 4),
      closing: fill(t.closing),
      follow_up: fill(t.followUp),
    },
    metrics: {
      estimatedLength: t.estimatedLength,
      difficulty: difficulty >= 3 ? "hard" : difficulty >= 1 ? "medium" : "easy",
    },
    tips: [
      pitch && trade
        ? `A worked example for ${tradeLabel(trade)}: change every detail that is not true of yours, and fill in the names.`
        : DRAFT_TIP,
      tone.tip,
      ...TYPE_TIPS[input.type],
    ],
    draft: !pitch,
  };
}
