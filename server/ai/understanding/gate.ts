/**
 * The meaningful-text gate before every run (docs/decisions/1434-one-understanding-layer-one-text-gate.md):
 * the free-text fields a tool declares are read before any quota is reserved; keyboard mash, code and markup, emoji
 * or symbols alone, and text in a language the offline engine does not read are refused with 400 beside the field.
 * A model reads other languages, so with one configured only the language check is lifted.
 */
import { francAll } from "franc-min";
import { isEnglishWord } from "./english-words";
import { ValidationError } from "../../http/errors";
import { TEXT_PROBLEM_MESSAGES, textProblem, type TextProblem } from "../../../shared/domain/meaningful-text";
import { isReadWord, tokens } from "./understand";

export type GateProblem = TextProblem | "language";

/** Languages franc is asked to choose among: English and the languages people here most often write in. */
const LANGUAGES = ["eng", "spa", "deu", "fra", "por", "ita", "nld", "pol", "tur", "ind", "swe", "ron", "vie", "tgl"];

/**
 * Whether a text is written in a language other than English: mostly non-Latin letters, or three words or more of
 * which fewer than half are words the engine reads or common English words (./english-words.ts) and for which franc-min (a trigram language detector) scores English
 * well below another language (below 0.7 of the best), or below it at all when the text has letters English does not
 * use (ñ, ß, ü). Short texts and names ("Depop", "biltong") are given the benefit of the doubt.
 */
export function notEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length >= 4 && latin * 2 < letters.length) return true;
  const words = tokens(text).filter((w) => /[a-z]/.test(w));
  if (words.length < 3) return false;
  const read = words.filter((w) => isReadWord(w) || isEnglishWord(w)).length;
  if (read * 2 >= words.length) return false;
  const scores = francAll(text, { only: LANGUAGES, minLength: 8 });
  if (scores[0]?.[0] === "und") return false;
  const english = scores.find(([language]) => language === "eng")?.[1] ?? 0;
  // Letters English does not use (ñ, ß, ü, ¿) settle a close call; otherwise English must trail clearly.
  return /[ñßäöüçãõ¿¡]/iu.test(text) ? english < 1 : english < 0.7;
}

/** What keeps one text from being read, or undefined. */
export function gateProblem(text: string, options: { anyLanguage: boolean }): GateProblem | undefined {
  const problem = textProblem(text);
  if (problem) return problem;
  if (!options.anyLanguage && notEnglish(text)) return "language";
  return undefined;
}

/**
 * Refuses an input whose free-text fields (strings or lists of strings, by key; `a.b` for a nested one) cannot be read: ValidationError
 * (400 `validation_error`) with one detail per field, `path` the field's name. Nothing else is looked at.
 */
export function refuseUnreadable(
  input: unknown,
  fields: readonly string[] | undefined,
  options: { anyLanguage: boolean },
): void {
  if (!fields?.length || !input || typeof input !== "object") return;
  const details: { path: string; message: string }[] = [];
  for (const field of fields) {
    const value = field
      .split(".")
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], input);
    const texts =
      typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
    for (const text of texts) {
      const problem = gateProblem(text as string, options);
      if (problem) {
        details.push({ path: field, message: TEXT_PROBLEM_MESSAGES[problem] });
        break;
      }
    }
  }
  if (details.length) throw new ValidationError(details[0].message, details);
}
