/**
 * Who may call an endpoint (docs/decisions/821-one-access-policy.md): every endpoint names an action, a tool of
 * shared/tools/manifest.ts by its id (Pro when the manifest says `plan: "pro"`, otherwise any signed-in person), or
 * one of the named actions below. The server's access policy (server/http/access-policy.ts) enforces it.
 */
import type { ToolId } from "../tools/manifest";

/** Who may call: anyone, a signed-in user, an admin, or a Pro user (docs/product-rules.md#plans-and-limits). */
export type AccessLevel = "public" | "user" | "admin" | "pro";

/** Actions that are not a tool of the manifest, with their level. */
export const NAMED_ACTIONS = {
  /** Anyone, signed in or not (sign-in itself, public share links, signed webhooks, the page shell). */
  public: "public",
  /** Any signed-in person: their account, history, usage, exports and share links. */
  "signed-in": "user",
  "admin.stats": "admin",
  "admin.users": "admin",
  "admin.reward-claims": "admin",
  /** The Pro subscription summary: only a current Pro user has one. */
  "billing.subscription": "pro",
  /** Shops that sync themselves: Pro (docs/decisions/1070-shop-connections.md). */
  connections: "pro",
} as const satisfies Record<string, AccessLevel>;

export type NamedAction = keyof typeof NAMED_ACTIONS;
/** What an endpoint names as its access: a tool id (its manifest entry decides) or a named action. */
export type Action = ToolId | NamedAction;
