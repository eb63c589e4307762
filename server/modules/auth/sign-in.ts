/**
 * The one way a session gets a user (docs/decisions/613-one-way-into-a-session.md). Every route that ends in a
 * signed-in session (sign-up, password, Google/Discord, the two-factor code, cancelling a pending deletion) calls
 * `signIn`, which decides in one order for all of them:
 *
 *   1. the account has two-factor sign-in and this sign-in has not checked a code: the session waits for the code
 *      (a new session id holding only `twoFactor`), nobody is signed in;
 *   2. the account is locked (a deletion pending, or disabled): the session remembers the proven account for 30
 *      minutes (`locked`, every factor checked), nobody is signed in, unless the caller unlocks it (cancel);
 *   3. otherwise passport signs the user in on a new session id.
 *
 * Nothing else in the server calls `req.login`, regenerates a session into a user or writes `locked` or
 * `twoFactor`: tests/api/sign-in-walk.test.ts checks the source and walks every route.
 */
import type { Request } from "express";
import type { User } from "../../../shared/schema";

/** How long a right password (and code) for a locked account lets the person see and cancel its deletion. */
const LOCKED_PROOF_MS = 30 * 60 * 1000;
/** How long the code step waits after the password or the provider. */
const SECOND_STEP_MS = 10 * 60 * 1000;

type SignInOutcome =
  | { signedIn: User }
  /** The session waits for the two-factor code (POST /api/auth/2fa). */
  | { secondFactor: true }
  /** The account is locked; the session holds the proof that lets it see and cancel a pending deletion. */
  | { locked: true };

type SignInProof = {
  /** Which first factor brought the person here; a provider sign-in stamps `providerAt` once signed in. */
  via: "password" | "provider" | "signup" | "cancel-deletion";
  /** True only when this very sign-in checked a two-factor code (POST /api/auth/2fa, or a proof that did). */
  secondFactorChecked?: boolean;
  /** The app's clock when the provider answered (docs/decisions/1204-one-fresh-provider-sign-in.md). */
  providerAt?: number;
  /** For a locked account: lifts the lock (cancels the deletion) and answers the unlocked user, or null. */
  unlock?: () => Promise<User | null | undefined>;
};

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
const save = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/** The one function that signs a session in, or stops at the factor or the lock that is still in the way. */
export async function signIn(req: Request, user: User, proof: SignInProof): Promise<SignInOutcome> {
  if (user.totpEnabledAt && !proof.secondFactorChecked) {
    await regenerate(req);
    req.session.twoFactor = {
      userId: user.id,
      at: Date.now(),
      via: proof.via === "provider" ? "provider" : "password",
    };
    await save(req);
    return { secondFactor: true };
  }
  let current = user;
  if (!current.isActive) {
    const unlocked = proof.unlock ? await proof.unlock() : null;
    if (!unlocked?.isActive) {
      await regenerate(req);
      req.session.locked = { userId: user.id, at: Date.now(), factors: "all" };
      await save(req);
      return { locked: true };
    }
    current = unlocked;
  }
  await establishSession(req, current, proof.via === "provider" ? proof.providerAt : undefined);
  return { signedIn: current };
}

/**
 * Logs the user in on a fresh session id (passport regenerates it) and stamps the session's clock, browser and
 * address (the sessions list, docs/guide/settings.md); a provider sign-in also stamps when it happened.
 */
function establishSession(req: Request, user: User, providerAt: number | undefined): Promise<void> {
  return new Promise((resolve, reject) =>
    req.login(user, (err) => {
      if (err) return reject(err);
      req.session.createdAt = Date.now();
      req.session.seenAt = Date.now();
      req.session.agent = (req.get("user-agent") ?? "").slice(0, 300);
      req.session.ip = req.ip;
      if (providerAt !== undefined) req.session.providerAt = providerAt;
      resolve();
    }),
  );
}

/** The account waiting for its code in this session, while the wait is fresh. */
export function awaitingSecondFactor(req: Request): { userId: number; via: "password" | "provider" } | undefined {
  const pending = req.session?.twoFactor;
  return pending && Date.now() - pending.at <= SECOND_STEP_MS ? pending : undefined;
}

/**
 * The locked account this session proved, while the proof is fresh; `factors` says whether every factor of the
 * account was checked (a proof written before decision 613 was not, and `signIn` asks such a session for the code).
 */
export function provenLockedAccount(req: Request): { userId: number; allFactors: boolean } | undefined {
  const locked = req.session?.locked;
  if (!locked || Date.now() - locked.at >= LOCKED_PROOF_MS) return undefined;
  return { userId: locked.userId, allFactors: locked.factors === "all" };
}

/**
 * A signed-in session that just locked its own account (asked for its deletion): signed out, it keeps the proof,
 * every factor having been checked when it signed in, so this browser can show the pending deletion and cancel it.
 */
export async function signOutKeepingLockedProof(req: Request, userId: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
  req.session.locked = { userId, at: Date.now(), factors: "all" };
}
