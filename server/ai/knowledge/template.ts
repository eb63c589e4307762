/** Fills the offline engine's text templates with the person's own words. */

/**
 * Replaces each `{key}` of `template` with `values[key]`, in one pass, through a replacer function: the values
 * are written exactly as typed. A string replacement would read `$&`, `` $` ``, `$'` and `$$` in a value as
 * patterns (a business named "Qux $` Co" would come out as pieces of the template), and a chain of
 * `replaceAll` calls would also fill a `{key}` the person typed. Placeholders without a value stay as they are.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? values[key] : placeholder,
  );
}

/**
 * `text` cut to at most `max` UTF-16 units, at a word boundary when one is near, with an ellipsis when cut;
 * never in the middle of a character (a lone surrogate would not survive JSON into PostgreSQL).
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = cutText(text, max - 1);
  const space = cut.lastIndexOf(" ");
  if (space >= cut.length * 0.6) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
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
