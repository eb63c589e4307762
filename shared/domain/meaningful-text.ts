/**
 * Whether a text a person typed can be read as words (docs/decisions/1434-one-understanding-layer-one-text-gate.md,
 * docs/decisions/1431-garbage-refused-before-a-run.md): markup, code, symbols or emoji alone, one character held
 * down, and keyboard mashes are not. Shared by the server's gate before every run (server/ai/understanding/gate.ts,
 * which adds the language check) and by the forms that refuse the same text before sending it.
 */

export type TextProblem = "markup" | "code" | "no-words" | "repeated" | "made-up";

/** Rows of a QWERTY keyboard, read both ways. */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
/** Four keys in a row that real words hold: liberty, property; strew. */
const WORD_RUNS = new Set(["erty", "trew"]);
const KEY_RUNS = new Set(
  KEY_ROWS.flatMap((row) =>
    [row, [...row].reverse().join("")].flatMap((r) =>
      Array.from({ length: r.length - 3 }, (_, i) => r.slice(i, i + 4)),
    ),
  ).filter((run) => !WORD_RUNS.has(run)),
);

/**
 * Whether one word is made-up letters rather than a word: four neighbouring keys in a row ("asdf", "wert", "lkjh"),
 * a piece of three letters or more typed twice ("asdfasdf", "jkljkl"), the same letter four times ("zzzz"), no vowel
 * in four letters or more ("qwrtp"; acronyms in capitals such as "CRM" or "HTML" are words), or six consonants in a row.
 */
export function isMadeUpWord(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4) return false;
  if (letters === letters.toUpperCase() && letters.length <= 6) return false;
  const w = letters.toLowerCase();
  for (let i = 0; i + 4 <= w.length; i++) if (KEY_RUNS.has(w.slice(i, i + 4))) return true;
  if (
    /(\p{L}{3,})\1/u.test(w) &&
    !/^(?:couscous|bonbon|murmur|tartar|chowchow|beriberi|tomtom|dumdum|pawpaw)/.test(w)
  ) {
    const piece = w.match(/(\p{L}{3,})\1/u)?.[1] ?? "";
    if (!/[aeiouy]/.test(piece) || piece.length >= 4) return true;
  }
  if (/(\p{L})\1{3,}/u.test(w)) return true;
  if (/^[a-z]+$/.test(w) && !/[aeiouy]/.test(w)) return true;
  if (/[bcdfghjklmnpqrstvwxz]{6,}/.test(w)) return true;
  return false;
}

/** Whether a text is mostly made-up words: at least two of three of its words of four letters or more. */
function mostlyMadeUp(text: string): boolean {
  const words = text.split(/[\s,.;:!?/()+&"-]+/u).filter((w) => w.replace(/[^\p{L}]/gu, "").length >= 4);
  if (words.length === 0) return false;
  const madeUp = words.filter(isMadeUpWord).length;
  return madeUp * 3 >= words.length * 2;
}

/** Statements and snippets of SQL, JavaScript, PHP and shell: what is typed to probe a form, never to describe a business. */
const CODE_PATTERNS: readonly RegExp[] = [
  /\b(?:drop|truncate|alter)\s+(?:table|database|schema)\b/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /\bselect\s+(?:\*|[\w, ]+?)\s+from\s+\w+\s*(?:;|--|where\s+\w+\s*=)/i,
  /\b(?:insert\s+into|delete\s+from)\s+\w+/i,
  /['"]\s*(?:or|and)\s+['"]?\w+['"]?\s*=\s*['"]?\w+/i,
  /;\s*--|^\s*--|'\s*;/,
  /\bfunction\s*\w*\s*\([^)]*\)\s*\{|=>\s*\{|\b(?:console|document|window)\.\w+|\b(?:eval|require|alert)\s*\(/,
  /<\?php|^#!\/|\$\{[^}]*\}|\{\{[^}]*\}\}|\bimport\s+[\w{}, *]+\s+from\s+['"]/,
];

/** Characters that are neither letters, digits, spaces nor the punctuation of sentences. */
const SYMBOLS = /[^\p{L}\p{N}\s.,!?'’"“”&()\-:/%$£€+#@]/gu;

/**
 * What keeps a text from being read as words, or undefined when it reads: markup (`<script>`), code (`'; DROP TABLE
 * users; --`), no word of two letters (emoji or symbols alone), one character six times in a row, or mostly made-up
 * words ("asdfasdf qwerty zzzz"). An empty text has no problem: whether a field is required is its schema's concern.
 */
export function textProblem(text: string): TextProblem | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (/<\s*\/?\s*[a-z!?][^>]*>|<\s*(?:script|style|iframe|img|svg)\b/i.test(t)) return "markup";
  if (CODE_PATTERNS.some((re) => re.test(t))) return "code";
  const symbols = t.match(SYMBOLS)?.length ?? 0;
  if (!/\p{L}{2,}/u.test(t)) return "no-words";
  if (symbols >= 6 && symbols * 3 >= t.replace(/\s/g, "").length) return "code";
  if (/(\S)\1{5,}/u.test(t)) return "repeated";
  if (mostlyMadeUp(t)) return "made-up";
  return undefined;
}

/** What each problem tells the person, beside the field: what is wrong and what to write instead. */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem | "language", string> = {
  markup: "This looks like code or markup. Write it in plain words, e.g. 'handmade soy candles for gift shops'.",
  code: "This looks like code or markup. Write it in plain words, e.g. 'handmade soy candles for gift shops'.",
  "no-words": "Write this in words: emoji and symbols alone can't be read. E.g. 'dog treats for busy owners'.",
  repeated: "This looks like random typing. Write it in real words, e.g. 'dog treats for busy owners'.",
  "made-up": "This looks like random typing. Write it in real words, e.g. 'dog treats for busy owners'.",
  language:
    "We can only read English here for now. Write it in English, e.g. 'handmade soy candles' for 'velas de soja hechas a mano'.",
};
