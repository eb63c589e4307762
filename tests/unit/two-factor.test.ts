/** The two-factor pieces with a fixed clock (docs/decisions/1202-two-factor-totp.md). */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  seal,
  totpCode,
  totpStep,
  unseal,
} from "../../server/modules/auth/two-factor";
import { browserOf, deviceOf, shortIp } from "../../server/modules/auth/user-agent";

const NOW = Date.UTC(2026, 10, 26, 12, 0, 15); // 15 s into a 30-s step
const step = Math.floor(NOW / 30_000);

describe("TOTP", () => {
  const secret = newTotpSecret();
  it("takes the current, previous and next step, and nothing further", () => {
    expect(totpStep(secret, totpCode(secret, NOW), NOW)).toBe(step);
    expect(totpStep(secret, totpCode(secret, NOW - 30_000), NOW)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, NOW + 30_000), NOW)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, NOW - 60_000), NOW)).toBeNull();
    expect(totpStep(secret, totpCode(secret, NOW + 60_000), NOW)).toBeNull();
    expect(totpStep(secret, "12345", NOW)).toBeNull();
    expect(totpStep(secret, "abcdef", NOW)).toBeNull();
  });

  it("seals with AES-256-GCM: opens under its key only, and refuses an altered text", () => {
    const key = randomBytes(32);
    const sealed = seal(key, secret);
    expect(sealed).not.toContain(secret);
    expect(unseal(key, sealed)).toBe(secret);
    expect(unseal(randomBytes(32), sealed)).toBeNull();
    const [iv, tag, body] = sealed.split(".");
    expect(unseal(key, [iv, tag, body.slice(0, -2) + (body.endsWith("A") ? "BA" : "AA")].join("."))).toBeNull();
    expect(unseal(key, "nonsense")).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes whose hash ignores case, spaces and the dash", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(codes[0]));
  });
});

describe("the sessions list's wording", () => {
  it("names common browsers and devices, and shortens addresses to two parts", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36";
    expect([browserOf(mac), deviceOf(mac)]).toEqual(["Chrome 129", "Mac"]);
    const edge = `${mac.replace("Macintosh; Intel Mac OS X 10_15_7", "Windows NT 10.0; Win64; x64")} Edg/129.0.0.0`;
    expect([browserOf(edge), deviceOf(edge)]).toEqual(["Edge 129", "Windows PC"]);
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36";
    expect(deviceOf(android)).toBe("Android phone");
    expect([browserOf(undefined), deviceOf("")]).toEqual(["Unknown browser", "Unknown device"]);
    expect(shortIp("203.0.113.42")).toBe("203.0.x.x");
    expect(shortIp("::ffff:10.1.2.3")).toBe("10.1.x.x");
    expect(shortIp("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:…");
    expect(shortIp(undefined)).toBeNull();
  });
});
