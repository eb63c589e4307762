/**
 * Two-factor sign-in with TOTP (docs/guide/settings.md#two-factor-sign-in): the secret sealed with AES-256-GCM,
 * codes checked with otpauth against the previous, current and next 30-second step only, recovery codes hashed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Env } from "../../env";

const STEP_SECONDS = 30;
/** The previous and the next step are accepted besides the current one, no more. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/**
 * The key that seals two-factor secrets: TOTP_ENCRYPTION_KEY, else (outside production) one made once and kept in
 * `DATA_DIR/totp-key` like the development session secret. Null in production without it: two-factor is off.
 */
export function totpKey(env: Pick<Env, "TOTP_ENCRYPTION_KEY" | "NODE_ENV" | "DATA_DIR">): Buffer | null {
  if (env.TOTP_ENCRYPTION_KEY) return Buffer.from(env.TOTP_ENCRYPTION_KEY, "hex");
  if (env.NODE_ENV === "production") return null;
  const file = path.join(env.DATA_DIR, "totp-key");
  try {
    const kept = fs.readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{64}$/i.test(kept)) return Buffer.from(kept, "hex");
  } catch {
    /* not made yet */
  }
  const key = randomBytes(32);
  try {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, `${key.toString("hex")}\n`, { mode: 0o600 });
  } catch {
    /* a key for this run only: secrets set up now stop opening at restart */
  }
  return key;
}

/** `iv.tag.ciphertext`, each base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

/** The plain secret, or null when the text was sealed under another key or altered. */
export function unseal(key: Buffer, sealed: string): string | null {
  const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A new base32 secret of 20 random bytes (the RFC 6238 size for SHA-1). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = "") =>
  new TOTP({ issuer: "HustleForge", label, algorithm: "SHA1", digits: 6, period: STEP_SECONDS, secret });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string) => totpOf(secret, account).toString();

/** The code of a moment (tests compute codes with it). */
export const totpCode = (secret: string, timestamp: number) => totpOf(secret).generate({ timestamp });

/**
 * The 30-second step the code belongs to when it is the code of the current, previous or next step of `now`;
 * null otherwise. The caller accepts a step only once.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

/** Ten codes like `k3m9x-7qz2p` (50 random bits each); only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz023456789"; // 32 signs: no bias from the modulo
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
  });
}

/** A recovery code's hash, whatever its case, spaces or dash as typed. */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");

/** True when what was typed has the shape of a recovery code rather than a six-digit code. */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
