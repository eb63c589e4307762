/** Fills the offline engine's text templates with the person's own words. */
import { articleFor } from "./slots";

/**
 * Replaces each `{key}` of `template` with `values[key]`, in one pass, through a replacer function: the values
 * are written exactly as typed. A string replacement would read `$&`, `` $` ``, `$'` and `$$` in a value as
 * patterns (a business named "Qux $` Co" would come out as pieces of the template), and a chain of
 * `replaceAll` calls would also fill a `{key}` the person typed. Placeholders without a value stay as they are.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/(?:\b(a|an|A|An) )?\{(\w+)\}/g, (placeholder, article: string | undefined, key: string) => {
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    if (!article) return value;
    // The template's article agrees with what fills the slot: "A {topic} store" → "An Etsy store" (decision 1430).
    const fitting = articleFor(value);
    return `${article === article.toLowerCase() ? fitting : fitting.charAt(0).toUpperCase() + fitting.slice(1)} ${value}`;
  });
}

/**
 * `text` cut to at most `max` UTF-16 units, at a word boundary (mid-word only for a single word longer than the room), with an ellipsis when cut;
 * never in the middle of a character (a lone surrogate would not survive JSON into PostgreSQL).
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = cutText(text, max - 1);
  // Never in the middle of a word: at the last space, unless the text is one word longer than the room.
  const space = cut.lastIndexOf(" ");
  if (space > 0 && !/\s/.test(text.charAt(cut.length))) cut = cut.slice(0, space);
  return `${cut.trimEnd().replace(/[\s,;:–-]+$/u, "")}…`;
}

/** The longest start of `text` of at most `max` UTF-16 units that ends between two characters. */
export function cutText(text: string, max: number): string {
  let cut = "";
  for (const ch of text) {
    if (cut.length + ch.length > max) break;
    cut += ch;
  }
  return cut;
}
