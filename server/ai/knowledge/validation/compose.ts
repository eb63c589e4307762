/**
 * The offline quick validation: keyword signals in the product and description move four sub-scores from
 * a neutral start; each score keeps the reasons that moved it. Deterministic for the same idea.
 */
import { crowdingOfText } from "../crowding";
import {
  verdictFor,
  type QuickValidationInput,
  type ValidationOutput,
} from "../../../../shared/contracts/quick-validation";
import { clamp } from "../format";
import { seededRandom } from "../seed";
import { withArticle } from "../slots";
import { contentStems, peopleNamed } from "../../understanding/understand";
import { matchSignals, type ScoreKey } from "./signals";
import { statedAmounts } from "./stated-amounts";

/** Neutral starts; competition is openness (higher = less crowded, docs/decisions/700). */
const START: Record<ScoreKey, number> = { marketDemand: 58, competition: 45, profitability: 56, feasibility: 60 };

/** Builds the offline validation of one idea. */
export function composeValidation(input: QuickValidationInput): ValidationOutput {
  const product = input.product.trim();
  const description = input.description.trim();
  const text = `${product} ${description}`;
  const rng = seededRandom(`validation|${product.toLowerCase()}|${description.toLowerCase()}`);
  const signals = matchSignals(text);
  // Who it is for and what it is are read from the whole text: "AI homework helper app for high school students".
  const audience = audienceOf(`${product}. ${description}`);
  const what = whatItIs(product, audience);
  // A price and a budget are told apart (docs/decisions/1463-stated-price-and-budget.md).
  const { price, budget } = statedAmounts(description);

  const scores = { ...START };
  const reasons: Record<ScoreKey, string[]> = { marketDemand: [], competition: [], profitability: [], feasibility: [] };
  // A trade we judge (candles, jewellery, pets...) takes its crowding from the one judgement every tool reads, in
  // place of the category keywords (docs/decisions/1484-one-crowdedness-judgement.md).
  // Its competition score starts at that judgement's openness, so the score and the reason quoting it agree; a
  // niche word that narrows the field ("for left-handed climbers") still adds its points, with its reason.
  const crowd = crowdingOfText(text);
  if (crowd) {
    scores.competition = crowd.openness;
    reasons.competition.push(
      `HustleForge rates ${crowd.label.toLowerCase()} ${crowd.level === "medium" ? "moderately" : crowd.level === "high" ? "highly" : "lightly"} crowded (${crowd.openness}/100 open), the same judgement as market research and niche discovery.`,
    );
  }
  for (const s of signals) {
    if (crowd && s.score === "competition" && s.points < 0) continue;
    scores[s.score] += s.points;
    reasons[s.score].push(s.reason);
  }
  // A described idea is easier to judge and act on than a bare name: what counts is the words that say something
  // ("Buying limited sneakers at retail and reselling them on eBay" names five).
  const saying = contentStems(description).size;
  if (saying >= 5) {
    scores.feasibility += 4;
    reasons.feasibility.push("The description is specific enough to plan a first version.");
  } else {
    scores.feasibility -= 3;
    reasons.feasibility.push(
      description
        ? "The description is short: say who it is for, what they get and how you deliver it, so the first version can be planned."
        : "There is no description yet: say who it is for, what they get and how you deliver it, so the first version can be planned.",
    );
  }
  if (audience) {
    scores.marketDemand += 5;
    reasons.marketDemand.push(`A named audience (${audience}) makes the demand easier to test.`);
  }
  if (price) {
    scores.profitability += 3;
    reasons.profitability.push(`A price point (${price}) is already set, so margins can be checked early.`);
  }
  if (budget) {
    scores.feasibility += 2;
    reasons.feasibility.push(`A budget (${budget}) is stated, so the first version can be sized to it.`);
  }
  const fallback: Record<ScoreKey, string> = {
    marketDemand: `No strong demand signal stands out for "${product}"; demand has to be proven with real buyers.`,
    competition: `"${product}" is not in a famously crowded category, but expect a few established alternatives.`,
    profitability: "Margins depend on pricing that is not stated yet; assume average margins until tested.",
    feasibility: "Nothing in the idea calls for unusual technology or licences.",
  };
  for (const key of Object.keys(scores) as ScoreKey[]) {
    // The judgement's openness is quoted as it is: no jitter on a score that reads it.
    const jitter = crowd && key === "competition" ? 0 : rng.jitter(4);
    scores[key] = Math.round(clamp(scores[key] + jitter, 5, 97));
    if (reasons[key].length === 0) reasons[key].push(fallback[key]);
    reasons[key] = reasons[key].slice(0, 5);
  }

  const overallScore = Math.round(
    clamp(
      0.3 * scores.marketDemand + 0.2 * scores.competition + 0.25 * scores.profitability + 0.25 * scores.feasibility,
      0,
      100,
    ),
  );
  const pick = (key: "insight" | "risk" | "opportunity" | "recommendation") =>
    signals.map((s) => s[key]).filter((v): v is string => Boolean(v));
  const unique = (list: string[]) => [...new Set(list)].slice(0, 6);
  // Every score reads higher = better, competition included (it measures how open the market is).
  const strongest = (Object.keys(scores) as ScoreKey[]).reduce((a, b) => (scores[a] >= scores[b] ? a : b));
  const weakest = (Object.keys(scores) as ScoreKey[]).reduce((a, b) => (scores[a] <= scores[b] ? a : b));

  return {
    overallScore,
    verdict: verdictFor(overallScore),
    ...scores,
    reasons,
    insights: unique([
      `"${product}" scores best on ${LABELS[strongest]} (${shown(scores, strongest)}) and weakest on ${LABELS[weakest]} (${shown(scores, weakest)}).`,
      ...pick("insight"),
      audience
        ? `${what ? `It is ${withArticle(what)} for ${audience}` : `The idea targets ${audience}`}: a named customer keeps marketing focused.`
        : "No target customer is named yet; the idea will sharpen once you pick one.",
    ]),
    recommendations: unique([
      ...pick("recommendation"),
      `Write a one-page offer for "${product}" and show it to ten potential customers this week.`,
      scores.competition <= 40
        ? "The market is crowded: list the top five competitors and choose one thing you will do clearly better."
        : "Search for existing alternatives to confirm the gap is real before building.",
      "Run a small pre-sale or waitlist to measure demand before investing further.",
    ]),
    risks: unique([
      ...pick("risk"),
      scores.marketDemand < 60
        ? "Demand is unproven; people may like the idea without paying for it."
        : "Strong interest can attract copycats quickly.",
      scores.feasibility < 55
        ? "The build is demanding for a solo founder; plan time and budget carefully."
        : "Easy to start also means easy for others to start.",
    ]),
    opportunities: unique([
      ...pick("opportunity"),
      audience
        ? `Become the go-to option for ${audience} before expanding.`
        : "Pick one underserved customer group and become their default choice.",
      "Turn early customers' results into case studies and referrals.",
    ]),
  };
}

const LABELS: Record<ScoreKey, string> = {
  marketDemand: "market demand",
  competition: "competition",
  profitability: "profitability",
  feasibility: "feasibility",
};

/** A score as the insights quote it; competition says which way it reads. */
const shown = (scores: Record<ScoreKey, number>, key: ScoreKey) =>
  key === "competition" ? `${scores[key]}, higher = less crowded` : String(scores[key]);

/** What the idea is: the product text before the audience it names ("AI homework helper app"). */
function whatItIs(product: string, audience: string | undefined): string | undefined {
  if (!audience) return undefined;
  const cut = product.toLowerCase().search(/\s+(?:for|aimed at|targeting|helps?)\s+/);
  const what = (cut > 0 ? product.slice(0, cut) : "").trim();
  return what && what.split(/\s+/).length <= 8 ? what.replace(/^(?:an?|the)\s+/i, "") : undefined;
}

/** A "for ..." phrase about the offer, not about people: "$4 a month for premium listings", "for free", "for sale". */
const NOT_AN_AUDIENCE =
  /^(?:premium|extra|more|free|a|an|the|each|every|one|two|\d)\b|\b(?:listings?|features?|access|shipping|delivery|upgrades?|extras?|subscriptions?|plans?|months?|weeks?|years?|days?|hours?|minutes?|life|free|sale|rent|hire|fun|now|less|more|cash|money|profit)$/i;

/** Words that can stand before a group: "busy parents", "college students", "first-time dog owners". */
const PEOPLE_MODIFIERS =
  "busy|young|new|working|single|college|etsy|ebay|amazon|depop|university|high school|middle school|uni|first-time|older|elderly|retired|local|remote|stay-at-home|expecting|new|urban|rural|city|student|female|male|black|latina|latino|asian|queer|lgbtq\\+?|disabled|neurodivergent|self-employed|part-time|full-time|night-shift|small|indie|independent|aspiring|amateur|professional|millennial|gen z|christian|muslim|jewish|plus-size|petite|tall|vegan|eco-conscious|budget-conscious|health-conscious|active|sporty|creative";
/** What can follow a group: an age ("20-35", "aged 20 to 35", "over 40", "in their 30s", "30+") or a place. */
const PEOPLE_AFTER =
  "(?:\\s+(?:aged\\s+|ages\\s+)?\\d{1,2}\\s*(?:-|–|to)\\s*\\d{1,2}(?:\\s*(?:years old|year olds|yo))?|\\s+(?:aged\\s+)?(?:over|under|above|below|older than|younger than)\\s+\\d{1,2}|\\s+in their\\s+(?:early\\s+|late\\s+|mid\\s+)?\\d0s|\\s+\\d{2}\\+|\\s+(?:in|from|across|around)\\s+(?:the\\s+)?[A-Z][\\p{L}.'-]+(?:\\s+[A-Z][\\p{L}.'-]+)?)?";
/** A group as written with what qualifies it: `words` matched by the layer, modifiers before and an age or place after. */
const groupPattern = (words: string) =>
  new RegExp(`\\b((?:(?:${PEOPLE_MODIFIERS})\\s+){0,2}${words}${PEOPLE_AFTER})\\b`, "iu");
/** Ages alone name an audience too: "aged 25-40", "18-24 year olds". */
const AGE_PATTERN =
  /\b(?:aged?s?\s+(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})|(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})[\s-]*year[\s-]*olds?)\b/i;

/**
 * The audience an idea names, if any (docs/decisions/1431-garbage-refused-before-a-run.md): after "for", "aimed at",
 * "targeting" ("for busy parents"), or a group of people in any common form: an occupation ("nurses in Ohio"), an age
 * and gender ("women 20-35", "dads over 40"), a family role, an interest ("college students", "dog owners").
 */
export function audienceOf(text: string): string | undefined {
  const named = namedAudience(text);
  if (named && !GENERIC_PEOPLE.test(named)) return named;
  // "people" alone names no one; "people who want less waste" does (wherever it stands: "sold on Etsy to ...").
  return audienceByWhatTheyWant(text);
}

/** Words that say "someone" without saying who. */
const GENERIC_PEOPLE = /^(?:people|customers|buyers|shoppers|anyone|everyone|those|users|clients)$/i;
const WHO_CLAUSE =
  /\b(people|customers|buyers|shoppers|anyone|those|users|clients)\s+(?:who|that)\s+([a-z][a-z0-9' -]{2,60}?)(?=[.,;!?]|$)/i;

/** "people who want less waste", "customers who struggle with algebra": a group named by a short relative clause. */
function audienceByWhatTheyWant(text: string): string | undefined {
  const m = WHO_CLAUSE.exec(text);
  if (!m) return undefined;
  const clause = m[2].trim().replace(/\s+/g, " ");
  if (clause.split(" ").length > 7) return undefined;
  return `${m[1].toLowerCase()} who ${clause}`;
}

function namedAudience(text: string): string | undefined {
  const pattern =
    /\b(?:for|aimed at|targeting|helps?)\s+([a-z][a-z0-9' -]{2,40}?)(?=[.,;!?]|\s+(?:who|that|to|with|and|in|by|on|at|track|manage|find|build|save|learn|get|make|plan|sell|buy|keep|organi[sz]e|create|grow|start|run|book|pay|stay)\b|$)/gi;
  for (const match of text.matchAll(pattern)) {
    // An audience is a short noun phrase; anything longer is the sentence running on.
    // "homework help for primary kids": "help" is read as the verb, and its "for" is not part of the audience.
    const words = match[1]
      .trim()
      .toLowerCase()
      .replace(/^(?:for|to)\s+/, "")
      .split(/\s+/);
    if (words.length > 4 || NOT_AN_AUDIENCE.test(words.join(" "))) continue;
    // "for women 20-35": the group with its age or place, as the pattern below reads it.
    const group = groupIn(text.slice(match.index));
    return group && group.toLowerCase().startsWith(words[0]) ? group : words.join(" ");
  }
  const group = groupIn(text);
  if (group) return group;
  const age = text.match(AGE_PATTERN);
  if (age) return `people aged ${age[1] ?? age[3]}-${age[2] ?? age[4]}`;
  return undefined;
}

/**
 * The first group of people named in `text`, with what qualifies it, as written (lower case but places). The groups are
 * the understanding layer's audiences (docs/decisions/1486-tools-read-the-understanding-layer.md); "people" counts only
 * with an age or a place ("people aged 20-35", "people in Leeds").
 */
function groupIn(text: string): string | undefined {
  const found = peopleNamed(text).map((m) => m.text.split(" ").map(escaped).join("[^\\p{L}\\p{N}]+"));
  let first: RegExpExecArray | null = null;
  for (const words of [...found, "people"]) {
    const m = groupPattern(words).exec(text);
    // The earliest group, and at one place the longest ("elderly neighbours", not "elderly").
    if (m && (!first || m.index < first.index || (m.index === first.index && m[1].length > first[1].length))) first = m;
  }
  if (!first) return undefined;
  const phrase = first[1].replace(/\s+/g, " ").trim();
  // "people" alone says nothing about who: it counts only with an age or a place.
  if (/^people$/i.test(phrase)) return undefined;
  return phrase.replace(/^(\S+(?:\s+\S+){0,3}?)(?=\s+(?:in|from|across|around)\s+[A-Z]|$)/u, (head) =>
    head.toLowerCase(),
  );
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
