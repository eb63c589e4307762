/** How the partnership finder shows its stored words ('content' → 'Content', 'saas' → 'SaaS') and its menus. */
import {
  AVAILABILITY,
  EXPERIENCE_LABELS,
  PARTNER_EXPERIENCE,
  PARTNER_NICHES,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
} from "@shared/domain/partner-match";

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A niche as the menus and cards show it. */
export const nicheLabel = (n: string) => (n === "saas" ? "SaaS" : cap(n));

/** The request types for a select. */
export const REQUEST_TYPE_OPTIONS = REQUEST_TYPES.map((t) => ({ value: t, label: REQUEST_TYPE_LABELS[t] }));

/** The profile's menus: niches, experience levels and availability, in the words the cards use. */
export const NICHE_OPTIONS = PARTNER_NICHES.map((n) => ({ value: n, label: nicheLabel(n) }));
export const EXPERIENCE_OPTIONS = PARTNER_EXPERIENCE.map((x) => ({ value: x, label: EXPERIENCE_LABELS[x] }));
export const AVAILABILITY_OPTIONS = AVAILABILITY.map((a) => ({ value: a, label: cap(a) }));

/** `value` when it is one of `list` (typed as the list's words), else undefined: a stored word read back. */
export const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((x) => x === value);
