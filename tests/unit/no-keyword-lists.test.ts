/**
 * Tools read the understanding layer, never keyword lists of their own (docs/decisions/1486-tools-read-the-understanding-layer.md):
 * the person's free text is read with `understand`/`conceptsOf` into lexicon concepts, and a tool or knowledge
 * module maps concepts, not words, to its entries. This test reads the source of server/ai/tools and
 * server/ai/knowledge (with the TypeScript parser, not by eye) and fails on:
 *
 * - a `keywords:` or `words:` property holding words (an array of strings or a regular expression);
 * - a keyword table: an array of six or more short lower-case words or phrases;
 * - a keyword regular expression: a case-insensitive pattern with four or more plain words as alternatives
 *   (`/\b(ai|automation|chatbot|...)\b/i`).
 *
 * What is found must be an exception below, each with its reason; every list that decided meaning has moved to the
 * lexicon (decision 1486), so there is no list of lists "not moved yet" and a new keyword list fails here. An exception
 * that no longer matches anything fails too, so the list only says what is true.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CONCEPT_IDS } from "../../server/ai/understanding/lexicon";

const ROOTS = ["server/ai/tools", "server/ai/knowledge"];

const GRAMMAR = "grammar of our own sentences (articles, pronouns, leads, doubled words), not what a text is about";
const PHRASE = "cuts the person's own phrase out to quote it (a subject, an audience as written); decides no meaning";
const QUESTION_FORM =
  "the shape of a question about the person's own figures or memories (which figure, which period, which amount), " +
  "which the lexicon does not model; what a question is about is read by the layer (pickPlaybook)";

/** `file: name` → why this list or pattern is not a keyword list over the person's text. */
const EXCEPTIONS: Record<string, string> = {
  "server/ai/knowledge/budgets.ts: speaksOfBudget": "reads sentences a model or our catalogue wrote, not the person's",
  "server/ai/knowledge/side-hustles/templates.ts: STOCK": "a rule over our own catalogue text (templates' words)",
  "server/ai/knowledge/playbooks.ts: audiences":
    "taxonomy audience keys of the form's select options (AUDIENCE_KEYS), not words to find in free text",
  "server/ai/knowledge/creator/compose.ts: STOP_WORDS": "function words left out of hashtags made from the topic",
  "server/ai/knowledge/slots.ts: SUBJECT_PRONOUNS": GRAMMAR,
  "server/ai/knowledge/slots.ts: AUDIENCE_LEAD": GRAMMAR,
  "server/ai/knowledge/slots.ts: FIELD_HEAD": GRAMMAR,
  "server/ai/knowledge/slots.ts: CONSONANT_SOUND": GRAMMAR,
  "server/ai/knowledge/slots.ts: patterns": GRAMMAR,
  "server/ai/knowledge/slots.ts: DANGLING_END": GRAMMAR,
  "server/ai/knowledge/own-business.ts: words": PHRASE,
  "server/ai/knowledge/side-hustles/compose.ts: subjectOf": PHRASE,
  "server/ai/knowledge/side-hustles/compose.ts: native": PHRASE,
  "server/ai/knowledge/side-hustles/compose.ts: speaker": PHRASE,
  "server/ai/knowledge/side-hustles/compose.ts: good": PHRASE,
  "server/ai/knowledge/validation/compose.ts: NOT_AN_AUDIENCE": PHRASE,
  "server/ai/knowledge/validation/compose.ts: GENERIC_PEOPLE": PHRASE,
  "server/ai/knowledge/validation/compose.ts: WHO_CLAUSE": PHRASE,
  "server/ai/knowledge/validation/compose.ts: pattern": PHRASE,
  "server/ai/knowledge/validation/stated-amounts.ts: BUDGET_BEFORE":
    "tells a stated budget from a price by the words around an amount",
  "server/ai/knowledge/validation/stated-amounts.ts: BUDGET_AFTER":
    "tells a stated budget from a price by the words around an amount",
  "server/ai/knowledge/mentor/offline-mentor.ts: ASKS_NEXT": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: BEST_PRODUCT": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: EARNINGS": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: PROFITABLE": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: MONEY_GOES": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: ADS": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: NEXT": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: REORDER": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: MONTHS": QUESTION_FORM,
  "server/ai/knowledge/mentor/data-questions.ts: NAMED_MONTH": QUESTION_FORM,
  "server/ai/knowledge/mentor/remembered.ts: CURRENCY_SAID": QUESTION_FORM,
  "server/ai/knowledge/mentor/remembered.ts: WEEKENDS": QUESTION_FORM,
  "server/ai/knowledge/mentor/remembered.ts: SPEND": QUESTION_FORM,
};

type Finding = { key: string; kind: string; text: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return filesUnder(full);
    return d.name.endsWith(".ts") ? [full] : [];
  });
}

/** The name a node is declared under: its variable, property or function, for the exception key. */
function nameOf(node: ts.Node): string {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if ((ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n) || ts.isFunctionDeclaration(n)) && n.name)
      return n.name.getText();
  }
  return "(top)";
}

const CONCEPTS = new Set<string>(CONCEPT_IDS);

/** A list of names, not of words to find: lexicon concept ids, a `z.enum([...])` or an `[...] as const` of values. */
function isListOfNames(node: ts.ArrayLiteralExpression, strings: string[]): boolean {
  if (strings.every((s) => CONCEPTS.has(s))) return true;
  const parent = node.parent;
  if (ts.isAsExpression(parent) && parent.type.getText() === "const") return true;
  return ts.isCallExpression(parent) && /\benum$/.test(parent.expression.getText());
}

const SHORT_WORDS = /^[a-z0-9][a-z0-9' &+.-]{0,28}$/;
const isKeyword = (s: string) => SHORT_WORDS.test(s) && s.split(/\s+/).length <= 3;

/** The plain-word alternatives of a pattern: "(ai|artificial intelligence|automation|chatbot)" has four. */
function wordAlternatives(source: string): number {
  return (source.match(/(?<=[(|:])[a-z][a-z' -]{1,}(?=[|)])/g) ?? []).length;
}

function findingsIn(file: string, text = readFileSync(file, "utf8")): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Finding[] = [];
  const add = (node: ts.Node, kind: string) =>
    out.push({ key: `${file}: ${nameOf(node)}`, kind, text: node.getText().slice(0, 120) });
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      /^(keywords|words)$/.test(node.name.getText()) &&
      (ts.isArrayLiteralExpression(node.initializer) || ts.isRegularExpressionLiteral(node.initializer))
    ) {
      add(node, "a keywords/words property");
    } else if (ts.isArrayLiteralExpression(node)) {
      const strings = node.elements.filter(ts.isStringLiteral).map((e) => e.text);
      if (
        strings.length >= 6 &&
        strings.length === node.elements.length &&
        strings.every(isKeyword) &&
        !isListOfNames(node, strings)
      )
        add(node, "a keyword table");
    } else if (ts.isRegularExpressionLiteral(node)) {
      const text = node.getText();
      const flags = text.slice(text.lastIndexOf("/") + 1);
      if (flags.includes("i") && wordAlternatives(text.slice(1, text.lastIndexOf("/"))) >= 4)
        add(node, "a keyword regular expression");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("tools read the understanding layer, not keyword lists of their own", () => {
  const findings = ROOTS.flatMap((root) => filesUnder(root)).flatMap((file) => findingsIn(file));

  it("finds no keyword list or keyword pattern outside the exceptions", () => {
    const offending = findings.filter((f) => !(f.key in EXCEPTIONS));
    expect(offending.map((f) => `${f.key} (${f.kind}): ${f.text}`)).toEqual([]);
  });

  it("keeps only exceptions that still match something, each with a reason", () => {
    const keys = new Set(findings.map((f) => f.key));
    for (const [key, reason] of Object.entries(EXCEPTIONS)) {
      expect(keys, `${key} matches nothing any more: remove the exception`).toContain(key);
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });

  it("recognises a keyword list when it sees one", () => {
    // The detector itself: a module keeping its own words is found, a list of lexicon concepts is not.
    const kinds = (text: string) => findingsIn("probe.ts", text).map((f) => f.kind);
    expect(kinds(`const p = { keywords: ["price", "cost"] };`)).toEqual(["a keywords/words property"]);
    expect(kinds(`const t = /\\b(pet|pets|dog|cat)\\b/i;`)).toEqual(["a keyword regular expression"]);
    expect(kinds(`const t = ["candle", "soy wax", "wax melt", "reed diffuser", "tealight", "wick"];`)).toEqual([
      "a keyword table",
    ]);
    expect(kinds(`const p = { concepts: ["pets", "petsTopic"] };`)).toEqual([]);
    expect(kinds(`const rule = /full[- ]time/i;`)).toEqual([]);
  });
});
