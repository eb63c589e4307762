/** How the partnership finder writes its stored words: 'content' → 'Content', 'saas' → 'SaaS'. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A niche as the menus and cards show it. */
export const nicheLabel = (n: string) => (n === "saas" ? "SaaS" : cap(n));
