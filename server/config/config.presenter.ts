/** The whitelisted configuration the client may see (architecture style rule 5). */
import type { PublicConfig } from "../../shared/contracts/auth";
import type { Env } from "../env";

export function publicConfig(env: Env): PublicConfig {
  return {
    providers: {
      google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      discord: Boolean(env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET),
    },
    payments: {
      enabled: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_PUBLISHABLE_KEY),
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    },
    ai: { engine: env.OPENAI_API_KEY ? "openai" : "offline", model: env.OPENAI_API_KEY ? env.OPENAI_MODEL : "offline" },
  };
}
