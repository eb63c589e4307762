/**
 * What the person told the mentor to remember, read into facts its answers use (docs/decisions/1477-memories-change-answers.md):
 * a budget ("I have $300", "my budget is 400 GBP"), a currency ("I price in euros"), weekly hours ("I can only work
 * 5 hours a week"), a price ("I sell each candle for £12") and where they live ("I live in Ohio"). The newest memory
 * that says a thing wins. Pure: the module reads the memories and the profile.
 *
 * The spending answer ("What should I buy first?") splits the person's own budget into shares by the kind of
 * business, in their currency, adding up to the budget exactly: shares, never prices the engine does not know.
 */
import { formatMoney, money, parseMoney, type Money } from "../../../../shared/domain/currency-money";
import { COUNTRY_CODES, currencyDecimals } from "../../../../shared/domain/currencies";
import { understand } from "../../understanding/understand";
import type { TradeId } from "../../understanding/lexicon";

export type Remembered = {
  budget?: { money: Money; said: string };
  currency?: { code: string; said: string };
  hours?: { perWeek: number; said: string };
  price?: { money: Money; said: string };
  place?: { country?: string; region?: string; said: string };
};

const CURRENCY_WORDS: [RegExp, string][] = [
  [/\b(pounds?|sterling|quid|gbp)\b/i, "GBP"],
  [/\b(euros?|eur)\b/i, "EUR"],
  [/\b(us dollars?|usd)\b/i, "USD"],
  [/\b(canadian dollars?|cad)\b/i, "CAD"],
  [/\b(australian dollars?|aud)\b/i, "AUD"],
  [/\b(new zealand dollars?|nzd)\b/i, "NZD"],
  [/\b(rupees?|inr)\b/i, "INR"],
  [/\b(yen|jpy)\b/i, "JPY"],
];
const CURRENCY_SAID =
  /\b(?:my currency is|i (?:use|price in|sell in|charge in|work in|get paid in|am paid in|'m paid in)|in)\b/i;

/** An amount as typed in a memory: a symbol or code beside digits, "k" for thousands. */
const AMOUNT = /(?:[A-Z]{0,2}[$£€¥₹]\s?\d[\d.,]*\s?k?|\d[\d.,]*\s?k?\s?(?:[A-Z]{3}\b|[$£€¥₹])|\d[\d.,]*\s?k?)/i;
const BUDGET = new RegExp(
  String.raw`\b(?:i have|i've got|i have got|i got|i only have|my budget is|my budget's|budget of|i can spend|i can invest|i(?: have)? saved(?: up)?)\s+(?:about |around |roughly |only |just |up to )?(` +
    AMOUNT.source +
    ")",
  "i",
);
const PRICE = new RegExp(
  String.raw`\b(?:i (?:sell|charge|price)\b[^.!?]*?\b(?:for|at)|my price is|priced at|charge)\s+(?:about |around )?(` +
    AMOUNT.source +
    ")",
  "i",
);
const HOURS = /\b(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\s*(?:a|per|each|every)\s*week\b/i;
const WEEKENDS = /\b(?:only (?:work )?(?:at )?weekends|weekends only|only on weekends)\b/i;
const PLACE = /\b[Ii](?: live| am based|'m based| am|'m) in ((?:the )?[A-Z][A-Za-z.'-]+(?:\s[A-Z][A-Za-z.'-]+){0,2})/;

const US_STATES = (
  "Alabama,Alaska,Arizona,Arkansas,California,Colorado,Connecticut,Delaware,Florida,Georgia,Hawaii,Idaho,Illinois," +
  "Indiana,Iowa,Kansas,Kentucky,Louisiana,Maine,Maryland,Massachusetts,Michigan,Minnesota,Mississippi,Missouri," +
  "Montana,Nebraska,Nevada,New Hampshire,New Jersey,New Mexico,New York,North Carolina,North Dakota,Ohio,Oklahoma," +
  "Oregon,Pennsylvania,Rhode Island,South Carolina,South Dakota,Tennessee,Texas,Utah,Vermont,Virginia,Washington," +
  "West Virginia,Wisconsin,Wyoming"
).split(",");
const UK_NATIONS = ["England", "Scotland", "Wales", "Northern Ireland"];
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const COUNTRY_BY_NAME = new Map(COUNTRY_CODES.map((c) => [regionNames.of(c)?.toLowerCase(), c]));
COUNTRY_BY_NAME.set("the uk", "GB").set("uk", "GB").set("the us", "US").set("usa", "US").set("the usa", "US");

function placeOf(name: string): { country?: string; region?: string } {
  const trimmed = name.trim();
  if (US_STATES.includes(trimmed)) return { country: "US", region: trimmed };
  if (UK_NATIONS.includes(trimmed)) return { country: "GB", region: trimmed };
  const country = COUNTRY_BY_NAME.get(trimmed.toLowerCase());
  return country ? { country } : { region: trimmed };
}

function amount(text: string, currency: string): Money | undefined {
  const read = parseMoney(text.trim().replace(/[.,]$/, ""), currency);
  return read.ok && read.money.cents >= 0 ? read.money : undefined;
}

/**
 * The facts in the memories (newest first, as the mentor lists them), amounts read in the remembered currency,
 * else `currency` (the profile's; US dollars without one).
 */
export function rememberedFacts(memories: readonly string[], currency = "USD"): Remembered {
  const found: Remembered = {};
  for (const said of memories) {
    if (!found.currency && CURRENCY_SAID.test(said) && !/\d/.test(said)) {
      const hit = CURRENCY_WORDS.find(([words]) => words.test(said));
      if (hit) found.currency = { code: hit[1], said };
    }
  }
  const home = found.currency?.code ?? currency;
  for (const said of memories) {
    const budget = BUDGET.exec(said);
    if (!found.budget && budget) {
      const m = amount(budget[1], home);
      if (m) found.budget = { money: m, said };
    }
    const price = PRICE.exec(said);
    if (!found.price && price) {
      const m = amount(price[1], home);
      if (m && m.cents > 0) found.price = { money: m, said };
    }
    const hours = HOURS.exec(said);
    if (!found.hours && (hours || WEEKENDS.test(said))) {
      const perWeek = hours ? Number(hours[1]) : 16;
      if (perWeek > 0 && perWeek <= 80) found.hours = { perWeek, said };
    }
    const place = PLACE.exec(said);
    if (!found.place && place) found.place = { ...placeOf(place[1]), said };
  }
  return found;
}

/** "What should I buy first?", "How should I spend my budget?", "What do I spend my £200 on?" */
const SPEND =
  /\bwhat (?:should|do|can|shall) i (?:buy|get|order|spend (?:it|my (?:money|budget|cash|savings)|money|[^?]*?) on|invest in)(?: first)?\b|\bhow (?:should|do|can|shall) i (?:spend|use|split|invest) (?:my |the |it|this|that)|\bwhere (?:should|do) i (?:spend|put) (?:my )?(?:money|budget|cash)\b|\bwhat to buy first\b/i;
export const asksWhatToBuy = (question: string) => SPEND.test(question);

type Kind = "product" | "resale" | "service" | "digital";
const SERVICE_TRADES = new Set<TradeId>([
  "tutoring",
  "languages",
  "cleaning",
  "car-detailing",
  "video-editing",
  "graphic-design",
  "software",
  "photography",
  "fitness",
  "social-media",
  "writing",
  "virtual-assistant",
  "bookkeeping",
  "wellness",
  "childcare",
  "styling",
  "gardening",
  "music-audio",
]);
const DIGITAL_TRADES = new Set<TradeId>(["digital-templates", "courses", "content-creation"]);
const RESALE_TRADES = new Set<TradeId>(["resale", "sneakers", "dropshipping"]);

function kindOf(sells: string | null | undefined): Kind {
  const trade = sells ? understand(sells).trade : null;
  if (!trade) return "product";
  if (SERVICE_TRADES.has(trade)) return "service";
  if (DIGITAL_TRADES.has(trade)) return "digital";
  if (RESALE_TRADES.has(trade)) return "resale";
  return "product";
}

/** Each kind's first purchases as shares of the budget (percent); the last line takes what is left. */
const SHARES: Record<Kind, [string, number][]> = {
  product: [
    ["Materials for a first small batch (enough for 10-20 pieces, not more)", 40],
    ["Packaging and labels for that batch", 15],
    ["Listing fees and good daylight photos", 10],
    ["Kept back for the second batch, once the first has sold", 35],
  ],
  resale: [
    ["First stock, only what you can resell within two weeks", 60],
    ["Cleaning and shipping supplies", 10],
    ["Platform fees on the first sales", 5],
    ["Kept back to buy again from what sells", 25],
  ],
  service: [
    ["The tools or materials your first job needs", 30],
    ["A simple listing or flyers where your customers look", 15],
    ["Kept back: a service needs little stock, so keep the rest", 55],
  ],
  digital: [
    ["Software or design tools (free tiers first)", 20],
    ["Listing fees", 10],
    ["Kept back: a digital product needs no stock", 70],
  ],
};

/** A share of a budget, rounded down to whole units (whole cents for a currency whose budget is not round). */
function share(budget: Money, percent: number): Money {
  const unit = currencyDecimals(budget.currency) === 0 || budget.cents % 100 === 0 ? 100 : 1;
  return money(Math.floor((budget.cents * percent) / 100 / unit) * unit, budget.currency);
}

/**
 * "What should I buy first?" answered within the person's budget, in its currency: from what they told the mentor,
 * else their profile's budget; without either it asks for one. The lines add up to the budget exactly.
 */
export function whatToBuyFirst(
  remembered: Remembered,
  profile: { budget?: Money | null; sells?: string | null; currency?: string | null },
  text: (s: string) => string = (s) => s,
): string {
  const budget = remembered.budget?.money ?? profile.budget ?? null;
  const source = remembered.budget
    ? `you told me: "${text(remembered.budget.said)}"`
    : budget
      ? "from your business profile"
      : "";
  const business = profile.sells?.trim() ? `**${text(profile.sells.trim())}**` : "your business";
  if (!budget)
    return [
      `I don't know your budget yet, so I can't say what to buy first for ${business} without guessing.`,
      `Tell me ("remember that I have ${formatMoney(money(20_000, profile.currency ?? "USD"), { whole: "when-round", distinct: true })}") or add it to your [business profile](/settings/business), and I will split it into what to buy first.`,
    ].join("\n\n");
  const total = formatMoney(budget, { whole: "when-round", distinct: true });
  const otherCurrency =
    profile.currency && budget.currency !== profile.currency
      ? [
          `(In ${budget.currency}, as you said it; your profile is in ${profile.currency}, and I add no amounts across the two.)`,
        ]
      : [];
  if (budget.cents === 0)
    return [
      `With no money to spend yet (${source}), buy nothing for ${business} first.`,
      "1. Take pre-orders or deposits before you buy any stock or tools.\n2. Use free tools and free listings until the first sale pays for the next step.\n3. Put the first sale's money into the materials for the second.",
    ].join("\n\n");
  const lines = SHARES[kindOf(profile.sells)];
  const amounts = lines.slice(0, -1).map(([, p]) => share(budget, p));
  const spent = amounts.reduce((sum, m) => sum + m.cents, 0);
  amounts.push(money(budget.cents - spent, budget.currency));
  const hours = remembered.hours
    ? [
        `You also told me: "${text(remembered.hours.said)}": buy only what you can make, list and sell in ${remembered.hours.perWeek} hours a week, and no more stock than that.`,
      ]
    : [];
  return [
    `With **${total}** (${source}), here is what to buy first for ${business}, and it stays within ${total}:`,
    lines
      .map(([what], i) => `- ${what}: ${formatMoney(amounts[i], { whole: "when-round", distinct: true })}`)
      .join("\n"),
    ...otherCurrency,
    `Total: ${total}. These are shares of your budget, not prices I know: check real prices before you buy, and spend the kept-back part only after your first sales.`,
    ...hours,
  ].join("\n\n");
}

/** How a remembered budget, price or hours changes a playbook answer (lines for the offline mentor). */
export function rememberedLines(topic: string | null, remembered: Remembered, text: (s: string) => string): string[] {
  const out: string[] = [];
  const amountOf = (m: Money) => formatMoney(m, { whole: "when-round", distinct: true });
  if (topic === "pricing" && remembered.price)
    out.push(
      `You told me you sell at **${amountOf(remembered.price.money)}** ("${text(remembered.price.said)}"): work out your cost per piece in ${remembered.price.money.currency} and keep at least half of ${amountOf(remembered.price.money)} as margin before you change it.`,
    );
  if ((topic === "time-management" || topic === "motivation" || topic === "next") && remembered.hours)
    out.push(
      `With the **${remembered.hours.perWeek} hours a week** you told me you have ("${text(remembered.hours.said)}"), pick one of the steps below for each week and leave the rest: a plan that needs more hours than you have stalls.`,
    );
  if ((topic === "suppliers" || topic === "validation" || topic === "first-customers") && remembered.budget)
    out.push(
      `Keep every spend here within the **${amountOf(remembered.budget.money)}** you told me you have ("${text(remembered.budget.said)}").`,
    );
  return out;
}
