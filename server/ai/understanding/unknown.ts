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
