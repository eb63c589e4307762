/**
 * How an offline answer says it did not understand a text (docs/decisions/1434-one-understanding-layer-one-text-gate.md):
 * the text quoted, said to be outside the catalogue, and the closest lines of the catalogue offered by name. Never a
 * neighbouring template with the person's words pasted in.
 */
import { tradeLabel } from "./catalogue";
import { understand } from "./understand";

/** The texts (skills, interests, topics) that name nothing the lexicon knows. */
export function unreadTexts(texts: readonly string[]): string[] {
  return texts.filter((t) => t.trim() && understand(t).concepts.length === 0);
}

/** "We don't know 'plumbing' yet: it is not in our catalogue. The closest lines we know: cleaning, gardening." */
export function unknownSaid(text: string): string {
  const closest = understand(text).alternatives.map(tradeLabel);
  const quoted = text.trim().replace(/"/g, "'");
  const options = closest.length ? ` The closest lines we know: ${closest.join(", ")}.` : "";
  return `We don't know "${quoted}" yet: it is not in our catalogue, so nothing here is tailored to it.${options}`;
}

/**
 * Every unread text in one sentence (none when all were read), so a person who names five things we do not know
 * meets one honest line instead of five, and an answer's list keeps within its contract's length.
 */
export function unknownsSaid(texts: readonly string[]): string[] {
  if (texts.length <= 1) return texts.map(unknownSaid);
  const quoted = texts.map((t) => `"${t.trim().replace(/"/g, "'")}"`);
  const named = `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
  const closest = [...new Set(texts.flatMap((t) => understand(t).alternatives.map(tradeLabel)))].slice(0, 4);
  const options = closest.length ? ` The closest lines we know: ${closest.join(", ")}.` : "";
  return [`We don't know ${named} yet: they are not in our catalogue, so nothing here is tailored to them.${options}`];
}
