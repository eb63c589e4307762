/**
 * The understanding layer (docs/decisions/1434-one-understanding-layer-one-text-gate.md): free text (what a person
 * sells, their skills, interests, audiences, topics) read into the lexicon's concepts and one trade of the
 * catalogue, or said to be unknown with the closest trades offered instead. Every offline tool reads text through
 * here; none keeps keyword lists of its own.
 *
 * Reading: words are lower-cased, accents dropped and stemmed (Porter, the `stemmer` package), then matched against
 * the lexicon's terms longest first ("sterling ring" before "ring"); a word that matches nothing but is one letter
 * off a term of six letters or more (two off from nine) with the same first letter counts as that term
 * ("jewlery", "candels", "tutering"). The trade is the one with most weight: a trade's own term weighs 3 plus one
 * per extra word, a weak term (generic words such as "handmade") 1, an action on a thing ("cleaning", "reselling": the thing
 * decides, "cleaning trainers" is sneakers) 2.5, and a skill, topic or channel that leans to a
 * trade 1; a tie goes to the trade named first.
 */
import { stemmer } from "stemmer";
import { isEnglishWord } from "./english-words";
import { CONCEPT_IDS, LEXICON, TRADE_IDS, minorAgeOf, termsOf, tradeOf, type ConceptId, type TradeId } from "./lexicon";

export type Mention = { concept: ConceptId; text: string };

export type Understanding = {
  /** The catalogue trade the text is about, or null when it is about none we know. */
  trade: TradeId | null;
  /** Every concept named, in the order of the text, once each. */
  concepts: readonly ConceptId[];
  /** The words that named each concept, as typed. */
  mentions: readonly Mention[];
  /** When the trade is unknown: the closest trades of the catalogue (at most three), closest first; else []. */
  alternatives: readonly TradeId[];
  /** Words of four letters or more that matched nothing (stop words aside). */
  unknownWords: readonly string[];
};

/** Common English words that carry no meaning for the catalogue; the gate's language check reads them too. */
export const ENGLISH_STOP_WORDS = new Set(
  (
    "a about after all also am an and any are as at be because been being but by can could did do does doing done " +
    "each for from get gets getting go going got had has have having he her here him his how i i'm if im in into is " +
    "it its just like make makes making me more most my myself need new no not now of off on one only or other our " +
    "out own people really sell selling sells so some start started starting such than that the their them then " +
    "there these they thing things this those to too up us use using very want was way we well were what when " +
    "where which while who why will with would you your yours mostly lot lots bit little small big best good great " +
    "love loves loving enjoy enjoys passion passionate into interested interest interests hobby hobbies skill " +
    "skills offer offering offers run running runs side job work working online local home from around near " +
    "make made custom personalised personalized quality cheap affordable premium luxury stuff things people's " +
    "friends friend someone anyone everyone everything something nothing thinking idea ideas plan want wanna gonna " +
    "kinda sorta lol tbh pls please help helping service services business brand shop store sale sales buy buying " +
    "weekend weekends evening evenings week weeks month months year years day days time hours hour hr hrs after " +
    "school uni college part full-time part-time extra cash money income earn earning sure yet maybe yes " +
    "question questions tips tip advice price prices pricing cost costs customer customers first next more less " +
    // Prepositions and other common words a description of any trade uses ("cleaning between guests").
    "between among through during before above below under over across against along behind beyond since until " +
    "via within without per every both either another others same different many much few several each " +
    "guest guests client clients order orders people's them their those"
  ).split(/\s+/),
);

type Term = { stems: string[]; concept: ConceptId; weight: number; text: string; weak: boolean };

/**
 * Lower case, accents dropped, "&" in "d&d" kept, hyphens and other punctuation as spaces; amounts of money and
 * percentages left out ("sell at $15" or "$5-10" states no age, "at 15% margin" neither).
 */
export function tokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[$£€¥₹]\s*\d[\d,.]*(?:\s*[-–]\s*\d[\d,.]*)?|\d[\d,.]*\s*%/g, " ")
    .replace(/d\s*&\s*d/g, "dnd")
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
}

/**
 * Words whose Porter stem meets an unrelated word's, given a stem of their own: "fitting" and "fitness" both stem to
 * "fit", "productive" and "product" to "product", "physical" and "physics" to "physic", "customers" and "custom" to
 * "custom", "savings" and "save" to "save".
 */
const OWN_STEMS = new Map<string, string>([
  ...["fitting", "fittings", "fitted", "fitter"].map((w): [string, string] => [w, w]),
  ["productive", "productive"],
  ["productivity", "productive"],
  ["physical", "physical"],
  // "editable" templates are not editing; "programs" and "program" are not programming.
  ["editable", "editable"],
  ["programming", "programming"],
  ["programmer", "programmer"],
  ["programmers", "programmer"],
  // "run a stall", "runs workshops" are not running.
  ...["running", "runner", "runners"].map((w): [string, string] => [w, w]),
  // Canva, the design tool, is not a canvas.
  ["canvas", "canvas"],
  ["canvases", "canvas"],
  ["physically", "physical"],
  ["customer", "customer"],
  ["customers", "customer"],
  ["savings", "savings"],
  // "11-14 year olds" are other people; "14 years old" is the person's own age.
  ["olds", "olds"],
]);
const stem = (word: string) => OWN_STEMS.get(word) ?? (/^[a-z]+$/.test(word) ? stemmer(word) : word);

/** Every term of the lexicon, indexed by its first stem, longest first. */
const TERMS: Term[] = CONCEPT_IDS.flatMap((concept) =>
  termsOf(concept).map((raw) => {
    const weak = raw.startsWith("?");
    const action = raw.startsWith("!");
    const text = weak || action ? raw.slice(1) : raw;
    const stems = tokens(text).map(stem);
    const kind = LEXICON[concept].kind;
    // A trade outside the catalogue weighs as a trade term does, to outweigh a word it shares with one of ours.
    const tradeLike = kind === "trade" || concept === "outsideTrade";
    const weight = !tradeLike ? 1 : weak ? 1 : action ? 2.5 : 3 + stems.length - 1;
    return { stems, concept, weight, text, weak };
  }),
);
const BY_FIRST = new Map<string, Term[]>();
for (const term of TERMS) {
  const list = BY_FIRST.get(term.stems[0]) ?? [];
  list.push(term);
  BY_FIRST.set(term.stems[0], list);
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.stems.length - a.stems.length);

/** One-word terms as written (and with an "s"), by first letter, for near spellings. */
const SINGLE_WORDS = new Map<string, string[]>();
for (const word of new Set(
  TERMS.filter((t) => t.stems.length === 1).flatMap((t) => [tokens(t.text)[0], `${tokens(t.text)[0]}s`]),
)) {
  if (word.length < 5) continue;
  SINGLE_WORDS.set(word[0], [...(SINGLE_WORDS.get(word[0]) ?? []), word]);
}

/** One term per concept (several forms of a word stem alike: "sell", "selling"). */
function onePerConcept(terms: readonly Term[]): Term[] {
  // The heaviest of a concept's terms: "trainers" names sneakers outright though the weak "trainer" has its stem.
  const seen = new Set<ConceptId>();
  return [...terms].sort((a, b) => b.weight - a.weight).filter((t) => !seen.has(t.concept) && seen.add(t.concept));
}

/**
 * The terms matched at word i: the longest term there (one per concept), and, when that is not a trade's, the
 * longest trade term there too ("twitch streamer" is an audience, and "twitch" still names gaming).
 */
function termsAt(stems: readonly string[], i: number): Term[] {
  const candidates = (BY_FIRST.get(stems[i]) ?? []).filter((t) => t.stems.every((s, k) => stems[i + k] === s));
  if (!candidates.length) return [];
  const longest = candidates[0].stems.length;
  const found = onePerConcept(candidates.filter((t) => t.stems.length === longest));
  if (!found.some((t) => LEXICON[t.concept].kind === "trade")) {
    const trade = candidates.find((t) => LEXICON[t.concept].kind === "trade");
    if (trade) found.push(trade);
  }
  return found;
}

/** Edit distance with transpositions (optimal string alignment), stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length][b.length];
}

/** The term a misspelt word most likely meant, or undefined. */
function nearTerm(word: string): string | undefined {
  // An English word is what it says ("moving" is not "mowing"): only a word no dictionary holds is a misspelling.
  if (word.length < 5 || !/^[a-z]+$/.test(word) || isEnglishWord(word)) return undefined;
  const max = word.length >= 9 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of SINGLE_WORDS.get(word[0]) ?? []) {
    // A short word ("cofee", "labtop") is one letter off a term of six letters or more only: "coder" is not "cover".
    if (word.length < 7 && candidate.length < 6) continue;
    const d = distance(word, candidate, max);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Character trigrams of a word, for the closest trades of an unknown text. */
const trigrams = (word: string) => {
  const padded = `  ${word} `;
  return new Set(Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3)));
};
const TRADE_GRAMS = TRADE_IDS.map((trade) => ({
  trade,
  words: [...new Set(termsOf(trade).flatMap((t) => tokens(t.replace(/^\?/, ""))))]
    .filter((w) => w.length >= 4)
    .map(trigrams),
}));
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The trades closest to words the lexicon does not know, closest first (at most three). */
function closestTrades(words: readonly string[]): TradeId[] {
  const grams = words.map(trigrams);
  return TRADE_GRAMS.map(({ trade, words: termGrams }) => ({
    trade,
    score: Math.max(0, ...grams.flatMap((g) => termGrams.map((t) => similarity(g, t)))),
  }))
    .filter((s) => s.score >= 0.4)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((s) => s.trade);
}

/** The three lines most people start with, offered when nothing in the text is close to any trade. */
const STARTING_POINTS: TradeId[] = ["resale", "digital-templates", "tutoring"];

/** Readings already made: tools read the same skills against every niche, and a text always reads the same. */
const READ = new Map<string, Understanding>();
const READ_MAX = 5000;

/** Reads one free text (or several, read as one) into the lexicon's concepts and a catalogue trade. */
export function understand(text: string | readonly string[]): Understanding {
  const key = typeof text === "string" ? text : text.join("\u0000");
  const known = READ.get(key);
  if (known) return known;
  const reading = read(text);
  if (READ.size >= READ_MAX) READ.clear();
  READ.set(key, reading);
  return reading;
}

/** Words between a subject and its verb that are not the verb ("I mostly write ..."). */
const VERB_ADVERBS = new Set([
  "also",
  "just",
  "mostly",
  "mainly",
  "only",
  "usually",
  "basically",
  "really",
  "currently",
  "now",
]);

/**
 * The positions of the person's own verbs: the word after "I" or "we" (adverbs between skipped), and a verb joined
 * to it by "and" or "or" ("I wash and wax cars").
 */
function verbPositions(words: readonly string[]): Set<number> {
  const at = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    let j = i - 1;
    while (j >= 0 && VERB_ADVERBS.has(words[j])) j--;
    const subject = j >= 0 && (words[j] === "i" || words[j] === "we" || (words[j] === "m" && words[j - 1] === "i"));
    const joined = i >= 2 && (words[i - 1] === "and" || words[i - 1] === "or") && at.has(i - 2);
    if (subject || joined) at.add(i);
  }
  return at;
}

/** Words after which the text names the customer or a course's subject rather than the trade (see `read`). */
const CONTEXT_MARKERS = new Set(["for", "teaching", "teach", "about"]);

function read(text: string | readonly string[]): Understanding {
  const parts = typeof text === "string" ? [text] : text;
  const mentions: Mention[] = [];
  // Trade words after "for" name the customer ("video editing for youtubers", "logos for cafes"): they decide the
  // trade only when nothing before "for" names one.
  const weights = new Map<TradeId, { weight: number; first: number }>();
  const customerWeights = new Map<TradeId, { weight: number; first: number }>();
  const unknown: string[] = [];
  // The weight of trades outside the catalogue named before "for" (decision 1494).
  let outside = 0;
  // Whether the words after "for" name animals themselves ("for dogs"), not a trade that serves them.
  let forAnimals = false;
  let position = 0;
  for (const part of parts) {
    const words = tokens(part);
    const stems = words.map(stem);
    let forWhom = false;
    // Word positions that are the person's own verb ("I write ...", "we wash and wax ..."): see `verbWeight`.
    const verbs = verbPositions(words);
    for (let i = 0; i < words.length;) {
      const found = termsAt(stems, i);
      let length = found[0]?.stems.length ?? 1;
      if (!found.length && !ENGLISH_STOP_WORDS.has(words[i])) {
        const near = nearTerm(words[i]);
        const terms = near ? (BY_FIRST.get(stem(near.replace(/s$/, ""))) ?? BY_FIRST.get(stem(near)) ?? []) : [];
        found.push(...onePerConcept(terms.filter((t) => t.stems.length === 1)));
        length = 1;
      }
      for (const term of found) {
        mentions.push({ concept: term.concept, text: words.slice(i, i + term.stems.length).join(" ") });
        if (term.concept === "petsTopic" && forWhom && !found.some((t) => LEXICON[t.concept].kind === "trade"))
          forAnimals = true;
        if (term.concept === "outsideTrade" && !forWhom) {
          outside += term.weight;
          // Still a trade we do not know: said as unknown, with the closest of ours offered.
          unknown.push(...words.slice(i, i + term.stems.length).filter((w) => w.length >= 4));
        }
        const trade = tradeOf(term.concept);
        if (!trade) continue;
        const full = LEXICON[term.concept].kind === "trade" ? term.weight : 1;
        // The person's own verb says what they do to the thing; the thing decides ("I write strength programs" is
        // not writing, "I wax cars" is not waxing): a one-word term at a verb weighs less than one of the object's.
        const weight = verbs.has(i) && term.stems.length === 1 ? Math.min(full, 0.9) : full;
        const into = forWhom ? customerWeights : weights;
        const seen = into.get(trade);
        into.set(trade, { weight: (seen?.weight ?? 0) + weight, first: seen?.first ?? position + i });
      }
      if (!found.length && words[i].length >= 4 && !ENGLISH_STOP_WORDS.has(words[i]) && !/^\d+$/.test(words[i]))
        unknown.push(words[i]);
      // After these words come the customer, or the subject a course or workshop teaches ("a workshop teaching teens
      // how to start a Depop shop" is a workshop; "a course on crochet" is a course): context, not the trade.
      if (CONTEXT_MARKERS.has(words[i]) || (words[i] === "how" && words[i + 1] === "to")) forWhom = true;
      i += found.length ? length : 1;
    }
    position += words.length;
  }
  // Made for animals is a pet product, whatever it is made of ("sweet potato chews for dogs", "cakes for dogs"); made
  // for a business that serves them ("a booking tool for dog groomers") is not.
  const forPets = forAnimals ? customerWeights.get("pets") : undefined;
  if (forPets && weights.size) {
    const own = weights.get("pets");
    weights.set("pets", { weight: (own?.weight ?? 0) + forPets.weight + 3, first: own?.first ?? forPets.first });
  }
  const ranked = [...(weights.size ? weights : customerWeights).entries()].sort(
    (a, b) => b[1].weight - a[1].weight || a[1].first - b[1].first,
  );
  // A trade outside the catalogue that weighs at least as much as ours leaves the text without one of ours.
  const top = weights.size ? (ranked[0]?.[1].weight ?? 0) : 0;
  const trade = outside > 0 && outside >= top ? null : (ranked[0]?.[0] ?? null);
  const concepts = [...new Set(mentions.map((m) => m.concept))];
  let alternatives: TradeId[] = [];
  if (!trade) {
    alternatives = closestTrades(unknown);
    for (const fallback of STARTING_POINTS)
      if (alternatives.length < 3 && !alternatives.includes(fallback)) alternatives.push(fallback);
  }
  return { trade, concepts, mentions, alternatives, unknownWords: unknown };
}

/** The stems of a text's words that carry meaning (stop words and numbers left out), each once. */
export function contentStems(text: string): Set<string> {
  return new Set(
    tokens(text)
      .filter((w) => !ENGLISH_STOP_WORDS.has(w) && !/^\d+$/.test(w))
      .map(stem),
  );
}

/** The concepts several texts name, each text read on its own (skills, interests). */
export function conceptsOf(texts: readonly string[]): Set<ConceptId> {
  return new Set(texts.flatMap((t) => understand(t).concepts));
}

/**
 * The concepts a text names anywhere: those of its reading, and those each of its words names read alone, so a word
 * still counts inside a longer term of another concept ("house cleaning" is the cleaning trade and still says
 * "cleaning"; "dog treats" is the pets trade and still says "treats"). For concepts that are cues to a tool (what a
 * mentor question needs a careful answer for, a plan's business model), never for the trade. With `asWritten`, only
 * a term in the form the lexicon writes it counts: not another word of its stem ("repairable" is not "repair",
 * "details" not "detailing") nor a near spelling ("consuming" is not "consulting").
 */
export function conceptsAnywhere(text: string, options: { asWritten?: boolean } = {}): Set<ConceptId> {
  const named = new Set<ConceptId>();
  for (const reading of [understand(text), ...[...new Set(tokens(text))].map((word) => understand(word))])
    for (const m of reading.mentions)
      if (!options.asWritten || TERM_FORMS.has(`${m.concept}|${m.text}`)) named.add(m.concept);
  return named;
}

/**
 * The groups of people a text names ("dog owners", "new parents", "nurses"): audience terms typed in their own form,
 * read in the whole text and word by word (so "kids" still counts inside "kids party entertainer"). A stem of the term
 * is not a group ("design" is not "designers", "mum" is not "mums"), nor a term the lexicon marks with "?" (a place
 * such as "local" or "my area", or one person such as "student"). Each group once, in the order found.
 */
export function peopleNamed(text: string): Mention[] {
  const found: Mention[] = [];
  for (const reading of [understand(text), ...tokens(text).map((word) => understand(word))])
    for (const m of reading.mentions)
      if (GROUP_FORMS.has(`${m.concept}|${m.text}`) && !found.some((f) => f.text === m.text)) found.push(m);
  return found;
}

/** An age under 18 the text states ("I'm 16", "at fifteen", "14 years old"): the lexicon's underAge phrases. */
export function minorAgeStated(text: string): number | null {
  for (const m of understand(text).mentions)
    if (m.concept === "underAge")
      for (const word of m.text.split(" ")) {
        const age = minorAgeOf(word.replace(/yo$/, ""));
        if (age !== null) return age;
      }
  return null;
}

/** The texts (skills, interests) that name any of the given concepts: how a niche or a template finds its fit. */
export function textsNaming(texts: readonly string[], concepts: readonly ConceptId[]): string[] {
  return texts.filter((t) => understand(t).concepts.some((c) => concepts.includes(c)));
}

/** Whether a word is one the engine reads (a stop word or a lexicon term): the gate's sign that a text is English. */
export function isReadWord(word: string): boolean {
  const w = tokens(word)[0];
  return !!w && (ENGLISH_STOP_WORDS.has(w) || TERM_STEMS.has(stem(w)));
}

/** Every stem of every term. */
const TERM_STEMS = new Set(TERMS.flatMap((t) => t.stems));

/** Every term as "concept|words" in the form the lexicon writes it (and a mention's text takes). */
const TERM_FORMS = new Set(TERMS.map((t) => `${t.concept}|${tokens(t.text).join(" ")}`));

/** Audience terms that name a group of people, as "concept|words" in the form a mention's text takes. */
const GROUP_FORMS = new Set(
  TERMS.filter((t) => LEXICON[t.concept].kind === "audience" && !t.weak).map(
    (t) => `${t.concept}|${tokens(t.text).join(" ")}`,
  ),
);
