/**
 * Buyers are kept as salted hashes, never as emails, names or addresses
 * (docs/product-rules.md#one-table-for-every-sale): HMAC-SHA256 of the buyer's email or platform id (trimmed, in
 * lower case) under a server secret. The secret is CUSTOMER_KEY_SECRET, else one made once and kept in DATA_DIR
 * beside the development session secret, so the same buyer has the same key across imports and restarts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../../env";
import type { Logger } from "../../logger";

const FILE = "customer-key-secret";

function keptSecret(dataDir: string, logger: Logger): string {
  const file = path.join(dataDir, FILE);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* not made yet */
  }
  const secret = crypto.randomBytes(32).toString("hex");
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (err) {
    logger.warn(
      { dataDir, code: (err as { code?: string }).code },
      "could not keep the customer key secret; buyers imported after a restart get new keys",
    );
  }
  return secret;
}

/** A function from a raw buyer (email or platform id) to its 64-character key. */
export function customerKeyer(env: Env, logger: Logger): (customer: string) => string {
  let secret: string | undefined = env.CUSTOMER_KEY_SECRET;
  return (customer) => {
    secret ??= keptSecret(env.DATA_DIR, logger);
    return crypto.createHmac("sha256", secret).update(customer.trim().toLowerCase()).digest("hex");
  };
}
