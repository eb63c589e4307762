/**
 * A password typed again by a signed-in person (account deletion, password and email change, provider unlink,
 * two-factor set-up): every such check counts against the account's one failed-password allowance, the one sign-in
 * and two-factor codes count against (8 per 15 minutes, kept in PostgreSQL so every process shares it). The point
 * is reserved before the check and given back when the password is right (docs/decisions/602-*.md), so only wrong
 * guesses stay counted; once the allowance is spent even the right password is refused with a 429 until the window
 * ends, so a stolen session cannot be used as a password oracle (docs/decisions/613-one-way-into-a-session.md).
 */
import type { User } from "../../../shared/schema";
import { RateLimitError } from "../../http/errors";
import type { Limiter } from "../../http/rate-limit";
import { verifyPassword } from "./password";

const RECHECK_LIMITED = "Too many wrong passwords for this account. Please wait 15 minutes and try again.";

/** The limit key of an account, the one sign-in uses (auth.service.ts accountKeyOf). */
const accountKey = (userId: number) => `user:${userId}`;

/**
 * Whether `password` is the account's, counted against `allowance` (the app's `limits.loginByAccount`). Throws a
 * 429 once the allowance is spent; false (its point kept) for a wrong password or an account without one.
 */
export async function recheckPassword(
  allowance: Limiter,
  user: Pick<User, "id" | "password">,
  password: string,
): Promise<boolean> {
  const key = accountKey(user.id);
  try {
    await allowance.reserve(key);
  } catch (err) {
    throw err instanceof RateLimitError ? new RateLimitError(RECHECK_LIMITED) : err;
  }
  let ok: boolean;
  try {
    ok = user.password != null && (await verifyPassword(password, user.password));
  } catch (err) {
    await allowance.release(key);
    throw err;
  }
  if (ok) await allowance.release(key);
  return ok;
}
