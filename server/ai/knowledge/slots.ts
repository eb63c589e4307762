/**
 * Slots of the offline writers' templates (docs/decisions/1430-every-slot-has-a-grammatical-role.md). A slot says
 * what grammar it needs (a noun phrase, an "about" complement, a group of people, an industry after "in"); the
 * person's text is read for its shape (noun phrase, gerund, "how to ...", question, clause, bare verb phrase)
 * and fitted to the slot, or quoted when it cannot be fitted. Articles are chosen by the next word's sound.
 */

export type Shape = "noun" | "gerund" | "how-to" | "wh" | "clause" | "verb";

/** -ing words that are nouns, not gerunds ("wedding favours" is a noun phrase). */
const ING_NOUNS = new Set(
  "thing things king ring rings spring string strings wedding weddings clothing building buildings morning evening ceiling wing wings sibling siblings pudding bedding icing lightning swing sling bling viking vikings everything nothing something anything earring earrings seedling seedlings dumpling dumplings duckling offspring awning stuffing frosting topping toppings packaging bring sing".split(
    " ",
  ),
);

/** Verbs a topic or a pain point often starts with when it is an instruction ("Sell more candles"). */
const LEADING_VERBS = new Set(
  "start build grow sell make find get choose learn write create launch run save turn use stop increase boost improve reduce keep manage track earn win open teach train hire pick land attract raise cut avoid become quit switch organise organize prepare cook bake clean fix repair pack ship film edit negotiate automate scale promote validate sew knit rent buy flip invest pay reach convert design brew grow plan price market"
    .split(" ")
    // Nouns at least as often as verbs: "Design tips", "Plan templates", "Price tags", "Market stalls".
    .filter((w) => !["design", "plan", "price", "market"].includes(w)),
);

/** Words that make a finite verb after a subject: "customers ask for harnesses", "plants keep dying". */
const FINITE_VERBS = new Set(
  "is are was were am do does did don't doesn't didn't can't cannot won't can could will would should keep keeps ask asks need needs want wants have has hate hates love loves forget forgets miss misses go goes get gets take takes leave leaves buy buys never always struggle struggles spend spends lose loses pay pays say says think thinks feel feels die dies break breaks stop stops come comes look looks send sends cancel cancels complain complains ignore ignores return returns arrive arrives pull pulls bark barks wait waits call calls order orders expect expects run runs fail fails chase chases pile piles drop drops churn churns bounce bounces abandon abandons refuse refuses delay delays disappear disappears lack lacks steal steals skip skips cost costs eat eats drain drains sit sits fall falls stack stacks ghost ghosts haggle haggles".split(
    " ",
  ),
);

/** Words that open a clause when they come first: "I make candles", "we keep losing leads". */
const SUBJECT_PRONOUNS = new Set(["i", "we", "you", "they", "he", "she", "it", "nobody", "everyone", "people"]);

/** Words before a verb that show it belongs to a phrase inside a noun phrase ("tools for people who need..."). */
const PHRASE_WORDS = new Set(
  "for to who that which of with in on at by from about into than and or whose where when".split(" "),
);

const tokens = (text: string) => text.trim().split(/\s+/).filter(Boolean);
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, "");

/** The grammatical shape of a short text the person typed. */
export function shapeOf(text: string): Shape {
  const words = tokens(text).map(bare);
  const first = words[0] ?? "";
  if (first === "how" && words[1] === "to") return "how-to";
  if (/^(?:how|why|what|when|where|which|who|whether|should|can|is|are|do|does)$/.test(first)) return "wh";
  if (SUBJECT_PRONOUNS.has(first) && words.length > 1) return "clause";
  for (let i = 1; i < Math.min(words.length, 5); i++) {
    if (PHRASE_WORDS.has(words[i - 1])) break;
    if (FINITE_VERBS.has(words[i])) return "clause";
  }
  if (LEADING_VERBS.has(first) && words.length > 1) return "verb";
  if (first.length > 4 && first.endsWith("ing") && !ING_NOUNS.has(first)) return "gerund";
  return "noun";
}

/** Words that stay capitalised mid-sentence: names, acronyms, "I". */
function keepsCapital(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, "");
  return letters.length === 0 || /\p{Lu}/u.test(letters.slice(1)) || /^I$/.test(letters);
}

/** Openings that are ordinary words, not names: "Starting a shop" reads "starting a shop" mid-sentence. */
const COMMON_FIRST =
  /^(?:[A-Z][a-z]+ing|How|Why|What|When|Where|Which|Who|Whether|The|A|An|My|Our|Your|Tips|Ways|Best|Simple|Easy|First|New|Side|Small|Handmade|Home|Local|Online|Digital|Busy|Young|College|Dog|Cat|Pet)$/;

/** The text as it reads mid-sentence: an ordinary first word in lower case, names and acronyms as typed. */
export function midSentence(text: string): string {
  const t = text.trim();
  const [first] = tokens(t);
  if (!first || keepsCapital(first)) return t;
  const word = first.replace(/[^\p{L}]/gu, "");
  if (COMMON_FIRST.test(word) || LEADING_VERBS.has(word.toLowerCase())) return t.charAt(0).toLowerCase() + t.slice(1);
  return t;
}

/** Verbs whose last consonant doubles before -ing. */
const DOUBLES = new Set(
  "get run stop plan shop set put cut begin sit win swim chat ship drop grab hit jog knit map pin plot rub scan skip spin split step stir swap tap trim wrap admit commit forget regret prefer refer submit omit sew"
    .split(" ")
    .filter((w) => w !== "sew"),
);

/** The -ing form of a verb: choose → choosing, stop → stopping, tie → tying, see → seeing. */
export function ingForm(verb: string): string {
  const v = verb.toLowerCase();
  if (v === "be") return "being";
  if (v.endsWith("ie")) return `${v.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(v)) return `${v}ing`;
  if (/[^aeiou]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (DOUBLES.has(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

/** A verb phrase as a gerund phrase: "choose the right size" → "choosing the right size". */
function gerundOf(phrase: string): string {
  const [verb, ...rest] = tokens(phrase);
  return [ingForm(bare(verb)), ...rest].join(" ");
}

/** Straight double quotes around text that cannot be fitted; quotes it holds become single. */
export const quoted = (text: string) => `"${text.trim().replace(/"/g, "'")}"`;

/** Trailing sentence punctuation off: a slot sits inside a sentence. */
const unpunctuated = (text: string) => text.trim().replace(/[\s.!?;:,]+$/u, "");

/**
 * The text fitted to a noun-phrase slot ("good at _", "lose hours to _", "_ is costing them"): a noun phrase or
 * gerund as it is, "how to X" and "X ..." instructions as a gerund ("choosing the right size harness"), a clause as
 * "the fact that ..." when `clause` is "fact", else a question or clause quoted.
 */
export function nounPhrase(text: string, clause: "quote" | "fact" = "quote"): string {
  const t = unpunctuated(text);
  switch (shapeOf(t)) {
    case "noun":
    case "gerund":
      return midSentence(t);
    case "how-to":
      return gerundOf(tokens(t).slice(2).join(" "));
    case "verb":
      return gerundOf(t);
    case "clause":
      return clause === "fact" ? `the fact that ${midSentence(t)}` : quoted(t);
    case "wh":
      return quoted(t);
  }
}

/**
 * A direct question of the person's own as it reads inside a sentence: "how do I price my candles" → "how to price
 * my candles", "what should I charge" → "what to charge", "should I use soy wax" → "whether to use soy wax", "can I
 * sell at markets" → "whether I can sell at markets", "why do my candles tunnel" → "why my candles tunnel". Any other
 * question is left as typed.
 */
function embeddedQuestion(t: string): string {
  const w = tokens(t);
  const [q, aux, subject] = w.map(bare);
  const own = (word: string | undefined) => word === "i" || word === "we";
  const rest = (from: number) => w.slice(from).join(" ");
  if (/^(?:how|what|where|when|which)$/.test(q) && /^(?:do|can|could|should|shall)$/.test(aux) && own(subject))
    return w.length > 3 ? `${w[0]} to ${rest(3)}` : t;
  if (q === "why" && aux === "do" && w.length > 3) return `${w[0]} ${rest(2)}`;
  if (own(aux) && w.length > 2) {
    const who = aux === "i" ? "I" : w[1];
    if (q === "should" || q === "shall") return `whether to ${rest(2)}`;
    if (q === "can" || q === "could") return `whether ${who} ${q} ${rest(2)}`;
    if (q === "do") return `whether ${who} ${rest(2)}`;
  }
  return t;
}

/** The person's own words turned to "you", for a line that speaks to them: "price my candles" → "price your candles". */
const TO_YOU: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  "we're": "you're",
  "we've": "you've",
};
const addressed = (t: string) =>
  t.replace(/(?<![\p{L}'])[\p{L}']+(?![\p{L}'])/gu, (word) => TO_YOU[word.toLowerCase().replace(/’/g, "'")] ?? word);

/**
 * The text fitted after "about" or "on": a question reads there as an embedded one ("how to price candles"). With
 * `toYou`, for a line that speaks to the person, their "I" and "my" become "you" and "your".
 */
export function aboutPhrase(text: string, options: { toYou?: boolean } = {}): string {
  const t = unpunctuated(text);
  const shape = shapeOf(t);
  const fitted =
    shape === "how-to" || (shape === "wh" && !t.includes("?")) ? midSentence(embeddedQuestion(t)) : nounPhrase(t);
  // Words in quotes are the person's as typed, and stay so.
  return options.toYou && !fitted.startsWith('"') ? addressed(fitted) : fitted;
}

/** A name fitted to a noun-phrase slot: as typed, unless it is a sentence or a question, which is quoted. */
export function namePhrase(text: string): string {
  const t = unpunctuated(text);
  const shape = shapeOf(t);
  return shape === "clause" || shape === "wh" ? quoted(t) : t;
}

/** Leading words of an audience that its slot says already: "for busy parents" → "busy parents". */
const AUDIENCE_LEAD = /^(?:for|to|aimed at|targeting|targeted at|made for|built for|designed for)\s+/i;

/**
 * A group of people fitted after "for", "to" or "from": the leading "for" the person may have typed is dropped,
 * and a group that is not a noun phrase ("anyone who ...", "people that ...") reads as typed, since those are
 * noun phrases too. Empty text gives `fallback`.
 */
export function audiencePhrase(text: string, fallback: string): string {
  const t = unpunctuated(text).replace(AUDIENCE_LEAD, "");
  return t ? midSentence(t) : fallback;
}

/** Words that name a field of business already: "retail industry", "B2B SaaS market". */
const FIELD_HEAD =
  /\b(?:industry|industries|sector|market|markets|space|niche|field|world|trade|business|businesses)$/i;

/**
 * An industry fitted after "in", "from" or "on": "the retail industry", else "the X space" so that an adjective
 * ("native", "creative"), a plural ("restaurants") or a noun ("home & garden") all read grammatically.
 */
export function industryPhrase(text: string): string {
  const t = unpunctuated(text).replace(/^the\s+/i, "");
  if (!t) return "";
  return FIELD_HEAD.test(t) ? `the ${midSentence(t)}` : `the ${midSentence(t)} space`;
}

/** Words starting with a vowel letter that sound like a consonant, and silent h words. */
const CONSONANT_SOUND = /^(?:uni|use|usu|uti|ure|uro|eu|ew|one|once|ubiq|uk\b|ufo|uganda|ukr)/i;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;
/** Letters whose names start with a vowel sound, for acronyms read letter by letter: an SEO, an MBA, a UX. */
const VOWEL_LETTERS = new Set([..."AEFHILMNORSX"]);

/** "a" or "an" before `word`, by how it sounds. */
export function articleFor(word: string): "a" | "an" {
  const w = word.replace(/^["'“‘(]+/u, "");
  if (/^\d/.test(w)) return /^(?:8|11|18|80\d?\b|8\d\d?\b)/.test(w) ? "an" : "a";
  const letters = w.match(/^[\p{L}]+/u)?.[0] ?? "";
  if (letters.length >= 2 && letters.length <= 5 && letters === letters.toUpperCase() && /^[A-Z]+$/.test(letters))
    return VOWEL_LETTERS.has(letters[0]) ? "an" : "a";
  if (SILENT_H.test(letters)) return "an";
  if (CONSONANT_SOUND.test(letters)) return "a";
  return /^[aeiou]/i.test(letters) ? "an" : "a";
}

/**
 * A tone's lead joined to a sentence: never two openers ("Honestly, Quick question:" reads as the sentence's own
 * "Quick question:", and the lead is dropped), and after a lead ending in a comma the sentence goes on in lower case
 * unless it starts with "I" or a word with capitals inside (an acronym, a brand) ("Honestly, quick question" but "Honestly, I work with ...").
 */
export function afterLead(lead: string, sentence: string): string {
  const s = sentence.trim();
  if (/^[A-Z][\p{L} ']{0,24}:\s/u.test(s)) return s;
  if (!lead.trim().endsWith(",")) return `${lead.trim()} ${s}`;
  const first = s.split(/\s/)[0];
  const keep = /^I\b/.test(s) || keepsCapital(first);
  return `${lead.trim()} ${keep ? s : s.charAt(0).toLowerCase() + s.slice(1)}`;
}

/** `phrase` with its indefinite article: "an elegant look", "a unique gift", "an SEO audit". */
export const withArticle = (phrase: string) => `${articleFor(phrase)} ${phrase}`;

/**
 * The joins a template must never make, as a list of what was found (empty when the text reads well): an article
 * that does not fit the next word, a preposition or "good at" glued to "how to", a preposition before a bare
 * adjective, a doubled "for for"/"the the", an unfilled `{slot}` and empty punctuation. The offline writers are
 * checked against it by the property tests.
 */
export function brokenJoins(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(a|an|A|An)\s+([\p{L}\d][\p{L}\d'-]*)/gu)) {
    const expected = articleFor(m[2]);
    if (m[1].toLowerCase() !== expected) found.push(m[0]);
  }
  const patterns: RegExp[] = [
    /\b(?:at|to|for|in|into|with|from|by|past)\s+how\s+to\b/gi,
    /\b(?:good|great|better|best)\s+at\s+(?:how|why|what|when|where|which|who)\b/gi,
    /\bin\s+(?:native|local|creative|digital|online|green|organic|handmade|eco|sustainable|small|new)\s*(?=[.,;:!?)\n]|$)/gim,
    /\b(for|the|a|an|to|in|of|and)\s+\1\b/gi,
    /\{\w+\}/g,
    /\s[.,;:!?](?!\w)/g,
    /[,;:]\s*[.!?]/g,
    /\(\s*\)|""/g,
  ];
  for (const p of patterns) for (const m of text.matchAll(p)) found.push(m[0]);
  return found;
}

/** Punctuation and connecting words a cut phrase must not end on ("mostly pothos and", "stickers and phone cases,"). */
const DANGLING_END = /(?:[\s.!?,;:–-]+|\s(?:and|or|for|with|to|in|on|of|at|the|a|an|from|by|plus))+$/i;

/** A phrase cut to fit, ending on a word that carries it: "mostly pothos and" → "mostly pothos". */
export const withoutDanglingEnd = (phrase: string): string => phrase.replace(DANGLING_END, "");
