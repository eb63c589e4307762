/**
 * Text that looks like a secret is never kept as a mentor memory (docs/decisions/1302-mentor-memories.md): a
 * password or PIN given with its value, a payment card number (13 to 19 digits that pass the Luhn check, spaces
 * and dashes allowed), or an API key or token (well-known prefixes, or a long run of mixed letters and digits).
 */

/** The Luhn check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const PASSWORD =
  /\b(password|passwd|passcode|passphrase|pwd)s?\b\s*(is|was|=|:|for \S+ is)\s*\S+|\bpin( code| number)?\s*(is|=|:)\s*\d{4,}/i;
const CARD_RUN = /\d(?:[ -]?\d){12,18}/g;
const KEY_PREFIXES =
  /\b(sk|pk|rk)[-_](live|test|proj|ant)[-_][A-Za-z0-9_-]{8,}|\bsk-[A-Za-z0-9_-]{16,}|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{20,}|\bxox[abpors]-[A-Za-z0-9-]{10,}|\bAIza[0-9A-Za-z_-]{30,}|\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/;
const LONG_TOKEN = /[A-Za-z0-9_+/=-]{32,}/g;

/** Why a text may not be kept, or null when it looks safe. */
export function secretReason(text: string): string | null {
  if (PASSWORD.test(text)) return "That looks like a password. I never keep passwords: please don't share them here.";
  for (const run of text.match(CARD_RUN) ?? []) {
    const digits = run.replace(/[ -]/g, "");
    if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits))
      return "That looks like a card number. I never keep card numbers: please don't share them here.";
  }
  const keyMessage = "That looks like an API key or token. I never keep keys: please don't share them here.";
  if (KEY_PREFIXES.test(text)) return keyMessage;
  for (const token of text.match(LONG_TOKEN) ?? [])
    if (/[0-9]/.test(token) && /[A-Za-z]/.test(token)) return keyMessage;
  return null;
}
