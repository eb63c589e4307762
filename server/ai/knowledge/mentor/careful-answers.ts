/**
 * Legal, licence, tax and age questions get a careful answer (docs/decisions/1306-mentor-answers-from-data.md,
 * docs/guide/ai-mentor.md#legal-tax-and-age-questions): what usually applies where the person lives (their profile's
 * country and region), the official body to ask, what changes for someone under 18, and plainly that it is not
 * legal advice. A small table of countries, said honestly as "usually"; any other country gets the generic answer.
 */

import type { ConceptId } from "../../understanding/lexicon";
import { conceptsAnywhere, minorAgeStated } from "../../understanding/understand";

export type CarefulTopic = "food" | "licence" | "tax" | "age";

/**
 * What a question is about, read by the understanding layer (docs/decisions/1486-tools-read-the-understanding-layer.md):
 * the lexicon's question concepts `underAge` ("I'm 16", "under 18", "minor"), `taxRules` (tax, VAT, HMRC, "self
 * employed"), `licensing` (licence, permit, legal, law, register) and `foodRules` (cottage food, hygiene rating), and
 * the concepts that name food (the food trades, cooking, desserts), each word counted even inside a longer term.
 */
const FOOD: readonly ConceptId[] = ["baking", "food-from-home", "snacks", "drinks", "cooking", "sweets"];

/**
 * The careful topic of a question, or null when it has none (age first: it changes every other answer). Food needs a
 * word of the law with it ("can I sell cakes from home legally?"), unless the words are the food rules themselves.
 */
export function carefulTopic(question: string): CarefulTopic | null {
  const said = conceptsAnywhere(question);
  if (said.has("underAge")) return "age";
  if (said.has("taxRules")) return "tax";
  if (said.has("foodRules") || (said.has("licensing") && FOOD.some((c) => said.has(c)))) return "food";
  if (said.has("licensing")) return "licence";
  return null;
}

/** The age a question states ("at 15", "I'm 16", "I'm fifteen"), when under 18. */
export function statedMinorAge(question: string): number | null {
  return minorAgeStated(question);
}

type Place = {
  /** Who registers a business or issues a local trading licence. */
  licence: string;
  /** Who collects income tax on self-employment, and the rule of thumb. */
  income: string;
  /** Sales tax or VAT, with the body. */
  salesTax: string;
  /** Who rules on selling food made at home. */
  food: string;
};

/** What usually applies, by ISO country code. `{region}` is the person's state, county or province when known. */
const PLACES: Readonly<Record<string, Place>> = {
  US: {
    licence:
      "a small business usually needs a local business licence from the city or county clerk where you live ({region}), and a seller's permit from the state once it charges sales tax",
    income:
      "the IRS taxes self-employment income: once your net earnings from it reach $400 in a year you usually file a return and pay self-employment tax, and your state may tax it too",
    salesTax:
      "sales tax is set by each state: register with {region}'s department of revenue (or taxation) before you collect it; marketplaces such as Etsy and Amazon usually collect it for sales made through them",
    food: "food made at home is covered by the state's cottage food law: ask {region}'s department of health or agriculture (the cottage food program) and your county health department which foods are allowed, the labelling and any sales limit",
  },
  GB: {
    licence:
      "a sole trader usually does not need a licence to start, but you register for Self Assessment with HMRC; some trades (street trading, food, alcohol) need a licence from your local council",
    income:
      "HMRC taxes self-employment: with more than £1,000 of trading income in a tax year you usually register for Self Assessment and file a return",
    salesTax:
      "VAT: you must register with HMRC once your taxable turnover passes the VAT threshold (£90,000 over 12 months at the time of writing; check gov.uk for today's figure); below it, registering is optional",
    food: "a food business, even from home, registers with your local council's environmental health team at least 28 days before it starts trading, and follows the Food Standards Agency's hygiene rules",
  },
  CA: {
    licence:
      "a business licence usually comes from your municipality, and a sole proprietorship may need to register its name with {region}",
    income:
      "the Canada Revenue Agency (CRA) taxes self-employment income on your personal return; keep records of every sale and expense",
    salesTax:
      "GST/HST: you usually register with the CRA once your sales pass $30,000 over four quarters; some provinces add their own sales tax",
    food: "selling food made at home is ruled by {region}'s public health rules: ask your local public health unit which foods are allowed",
  },
  AU: {
    licence:
      "you usually get an ABN (Australian Business Number) from the Australian Business Register; your local council rules on trading permits",
    income: "the Australian Taxation Office (ATO) taxes business income on your own return",
    salesTax: "GST: you register with the ATO once your turnover reaches $75,000 a year",
    food: "a home food business notifies or registers with your local council, under {region}'s food act",
  },
  IE: {
    licence:
      "a sole trader registers for income tax with Revenue; a business name other than your own is registered with the Companies Registration Office",
    income: "Revenue taxes self-employment income through the annual Form 11 return",
    salesTax:
      "VAT: you register with Revenue once turnover passes the VAT thresholds (different for goods and services; check revenue.ie)",
    food: "a food business, even from home, registers with the Health Service Executive (HSE) environmental health service or the Food Safety Authority of Ireland",
  },
};

/** Any other country: what is true in most places, with the bodies named generically. */
const GENERIC: Place = {
  licence:
    "most places ask a small business to register with the tax office once it earns money, and some trades need a local licence from the town or city",
  income: "your national tax office taxes what you earn from the business, usually on your own return",
  salesTax:
    "VAT or sales tax applies above a turnover threshold in most countries: your tax office tells you the figure and when to register",
  food: "selling food made at home usually needs a registration or inspection by the local food safety or health authority",
};

const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};

export type CarefulContext = { country?: string | null; region?: string | null; ageBand?: string | null };

const MINOR_RULES = [
  "A contract signed by someone under 18 can usually be undone by them, so suppliers, landlords and platforms ask for **a parent or guardian** to sign or to hold the account.",
  "Payment accounts (Stripe, PayPal, a bank's business account) usually need an adult account holder: a parent or guardian opens the account or is named on it.",
  "Marketplaces such as Etsy, eBay and Amazon usually need sellers to be 18, or allow 13 to 17 only through a parent's or guardian's account under their supervision.",
  "Being young does not stop you selling: your earnings are taxed like anyone's, and the limits on working hours for teenagers are about employment, not running your own small business.",
];

/**
 * The careful answer: what usually applies where the person lives, the body to ask, what changes under 18 (their
 * profile's age band or an age the question states), and that it is not legal advice. Markdown; person's text
 * (their region) escaped by `text`.
 */
export function carefulAnswer(
  question: string,
  topic: CarefulTopic,
  place: CarefulContext,
  text: (s: string) => string = (s) => s,
): string {
  const code = place.country?.toUpperCase() ?? null;
  const known = code ? PLACES[code] : undefined;
  const rules = known ?? GENERIC;
  const region = place.region?.trim() ? text(place.region.trim()) : code === "US" ? "your state" : "your area";
  const fill = (s: string) => s.replaceAll("{region}", region);
  const where = code
    ? `${place.region?.trim() ? `${text(place.region.trim())}, ` : ""}${countryName(code)}`
    : "where you live (add your country in your business profile for a closer answer)";
  const stated = statedMinorAge(question);
  const minor = stated !== null || place.ageBand === "13-15" || place.ageBand === "16-17";
  const parts: string[] = [];
  parts.push(
    `Here is what usually applies in **${where}**${known || !code ? "" : " (general rules: I don't have this country's details)"}. It is a starting point, not legal advice.`,
  );
  const lines: string[] = [];
  if (topic === "food") lines.push(`**Food:** ${fill(rules.food)}.`, `**Registering:** ${fill(rules.licence)}.`);
  if (topic === "tax") {
    lines.push(`**Income tax:** ${fill(rules.income)}.`);
    if (rules.salesTax) lines.push(`**Sales tax / VAT:** ${fill(rules.salesTax)}.`);
  }
  if (topic === "licence" || topic === "age") lines.push(`**Registering and licences:** ${fill(rules.licence)}.`);
  if (topic === "age") lines.push(`**Tax:** ${fill(rules.income)}.`);
  parts.push(lines.map((l) => `- ${l}`).join("\n"));
  if (minor) {
    const who = stated !== null ? `you said ${stated}` : `your profile says ${place.ageBand}`;
    parts.push(
      `**Under 18 (${who}):** selling things you make or services you offer is usually allowed, but some things change:\n${MINOR_RULES.map(
        (r) => `- ${r}`,
      ).join("\n")}`,
    );
  } else if (topic === "age")
    parts.push(
      `**If you are under 18:** ${MINOR_RULES[0]} ${MINOR_RULES[1]} Add your age band to your business profile and I will say what applies to you.`,
    );
  parts.push(
    `_This is general information, not legal or tax advice. Rules change and depend on your situation: check with ${bodyToAsk(code, topic)} before you rely on it._`,
  );
  return parts.join("\n\n");
}

/** The official body named at the end of the answer. */
function bodyToAsk(code: string | null, topic: CarefulTopic): string {
  if (code === "US")
    return topic === "food"
      ? "your state's health or agriculture department"
      : topic === "tax"
        ? "the IRS and your state's department of revenue"
        : "your city or county clerk";
  if (code === "GB")
    return topic === "food" ? "your local council" : topic === "tax" ? "HMRC (gov.uk)" : "HMRC and your local council";
  if (code === "CA") return topic === "tax" ? "the Canada Revenue Agency" : "your municipality or province";
  if (code === "AU") return topic === "tax" ? "the ATO" : "your local council";
  if (code === "IE") return topic === "tax" ? "Revenue (revenue.ie)" : "your local authority";
  return "your tax office or local council, or a qualified adviser";
}
