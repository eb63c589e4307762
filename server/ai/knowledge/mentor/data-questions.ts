/**
 * Questions the mentor answers from the person's own data, not from a playbook (docs/decisions/1306-mentor-answers-from-data.md,
 * docs/guide/ai-mentor.md#questions-about-your-own-business): which kind of question it is, and which calendar
 * period it names. Pure: the module reads the figures (server/modules/ai-mentor/mentor-answers.ts).
 */

/** A period of whole UTC days, both ends included, as the P&L takes it, with the words that name it. */
export type Period = { from: string; to: string; label: string };

export type DataQuestion =
  | { kind: "best-product"; period: Period | null }
  | { kind: "earnings"; period: Period | null }
  | { kind: "profitable"; period: Period | null }
  | { kind: "money-goes"; period: Period | null }
  | { kind: "ads"; period: Period | null }
  | { kind: "reorder" }
  | { kind: "next" };

const BEST_PRODUCT =
  /\b(best|top|most profitable|best[- ]selling|biggest|most popular)\s+(?:\w+\s+)?(products?|items?|sellers?|lines?)\b|\bbest ?sellers?\b|\bwhat sells (?:the )?(?:best|most)\b|\bwhich (?:product|item)s? (?:sells?|makes?|made|sold)\b/i;
const EARNINGS =
  /\bhow much (?:money )?(?:did|have|do) i (?:make|made|earn|earned|sell|sold|bring in|take in)\b|\bhow much (?:profit|revenue|money)\b|\bwhat (?:did|have) i (?:make|made|earn|earned)\b|\bmy (?:sales|profit|revenue|earnings|income)\b.*\b(?:in|for|last|this|during)\b|\bhow (?:were|was|are|is) my (?:sales|profits?|revenue|month)\b/i;
const PROFITABLE =
  /\bam i (?:profitable|making (?:any )?(?:money|a profit)|losing money|in profit)\b|\bis my (?:business|shop|store|hustle) (?:profitable|making money)\b|\bdo i make (?:any )?(?:money|a profit)\b/i;
const MONEY_GOES =
  /\bwhere (?:does|is|did|do) (?:all )?my (?:money|cash|profit)\b|\bwhat (?:am i|do i) spend(?:ing)? (?:the most )?on\b|\bmy (?:biggest|largest) (?:costs?|expenses?)\b|\bwhat (?:are|is) my (?:costs?|expenses?|fees)\b/i;
/** "Are my ads paying off?", "Is my ad spend worth it?", "What's my ROAS?", "How much does a customer cost me?" */
const ADS =
  /\b(?:are|is|were|was) my (?:ads?|advertising|ad spend|marketing|campaigns?) (?:paying off|paying for (?:it|themselves)|worth it|working|profitable|making (?:me )?money)\b|\bads? (?:pay(?:ing)? off|worth it)\b|\b(?:do|does|did) my (?:ads?|advertising|ad spend|campaigns?) (?:pay off|pay for (?:itself|themselves)|work|make money)\b|\bmy (?:mer|roas|blended roas|cac)\b|\breturn on (?:my )?(?:ads?|ad spend|advertising)\b|\bwhat (?:does|do) (?:a|each) (?:new )?customer cost\b|\bcost (?:me )?per (?:new )?customer\b|\bhow (?:are|is) my (?:ads?|advertising|ad spend)\b/i;
/** "What should I do next?", "What's my next step?", "What now?", "What should I focus on this week?" */
const NEXT =
  /\bwhat (?:should|do|can|shall) i do (?:next|now|this week)\b|\bwhat(?:'s| is) (?:my )?next(?: step)?\b|\bmy next steps?\b|\bwhat now\b|\bwhat should i (?:work on|focus on)\b|^\s*what next\b/i;
const REORDER = /\b(?:re-?order|re-?stock|order more|running (?:low|out)|low (?:on )?stock|out of stock)\b/i;

/** The kind of question about the person's own figures, or null for any other question. */
export function dataQuestion(question: string, today = new Date()): DataQuestion | null {
  const period = periodIn(question, today);
  if (REORDER.test(question)) return { kind: "reorder" };
  if (NEXT.test(question)) return { kind: "next" };
  if (ADS.test(question)) return { kind: "ads", period };
  if (BEST_PRODUCT.test(question)) return { kind: "best-product", period };
  if (PROFITABLE.test(question)) return { kind: "profitable", period };
  if (MONEY_GOES.test(question)) return { kind: "money-goes", period };
  if (EARNINGS.test(question)) return { kind: "earnings", period };
  return null;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/** "in October", "for sept", "last March", "September 2026", "May 2025": a month needs a word before it or a year. */
const NAMED_MONTH =
  /\b(?:(in|for|during|over|of|last|since)\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+(\d{4}))?/gi;

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
const monthLabel = (y: number, m: number) => `${MONTHS[m][0].toUpperCase()}${MONTHS[m].slice(1)} ${y}`;

/** A whole calendar month; the current one only so far (to today). */
function monthPeriod(y: number, m: number, today: Date): Period {
  const current = y === today.getUTCFullYear() && m === today.getUTCMonth();
  return {
    from: day(y, m, 1),
    to: current ? day(y, m, today.getUTCDate()) : day(y, m + 1, 0),
    label: current ? `${monthLabel(y, m)} so far` : monthLabel(y, m),
  };
}

/**
 * The period a question names: "last month" is the last whole calendar month, "this month" the current one so far,
 * "this year" / "last year" likewise, a named month the latest one that has begun (or the year typed). Null when
 * it names none (the caller picks its default).
 */
export function periodIn(question: string, today = new Date()): Period | null {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  if (/\blast month\b|\bprevious month\b/i.test(question)) {
    const prev = new Date(Date.UTC(y, m - 1, 1));
    return monthPeriod(prev.getUTCFullYear(), prev.getUTCMonth(), today);
  }
  if (/\bthis month\b|\bso far this month\b|\bmonth to date\b/i.test(question)) return monthPeriod(y, m, today);
  if (/\bthis year\b|\byear to date\b/i.test(question))
    return { from: day(y, 0, 1), to: day(y, m, today.getUTCDate()), label: `${y} so far` };
  if (/\blast year\b/i.test(question)) return { from: day(y - 1, 0, 1), to: day(y - 1, 11, 31), label: String(y - 1) };
  for (const match of question.matchAll(NAMED_MONTH)) {
    const [, before, name, year] = match;
    if (!before && !year) continue;
    const index = MONTHS.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3)));
    if (year) {
      const typed = Number(year);
      if (typed > y || (typed === y && index > m)) continue;
      return monthPeriod(typed, index, today);
    }
    // The latest such month that has begun: "in December" asked in November is last December.
    return monthPeriod(index <= m ? y : y - 1, index, today);
  }
  return null;
}

/** The P&L's default window when a question names no period: today and the 29 days before. */
export function last30Days(today = new Date()): Period {
  const from = new Date(today.getTime() - 29 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10), label: "the last 30 days" };
}
