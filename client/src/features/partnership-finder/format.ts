/** How the partnership finder writes its stored words: 'content' → 'Content', 'saas' → 'SaaS'. */
import { REQUEST_TYPES, REQUEST_TYPE_LABELS } from "@shared/domain/partner-match";

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A niche as the menus and cards show it. */
export const nicheLabel = (n: string) => (n === "saas" ? "SaaS" : cap(n));

/** The request types for a select. */
export const REQUEST_TYPE_OPTIONS = REQUEST_TYPES.map((t) => ({ value: t, label: REQUEST_TYPE_LABELS[t] }));
