/**
 * The environment's rules (server/env.ts): production needs APP_URL and a session secret and refuses
 * RATE_LIMIT_DISABLED, all named in one list; elsewhere APP_URL defaults to http://localhost:PORT.
 */
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";

const parse = (env: Record<string, string>) => parseEnv(env as NodeJS.ProcessEnv);
const PRODUCTION = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), APP_URL: "https://hustleforge.example" };
const problems = (env: Record<string, string>): string[] => {
  try {
    parse(env);
  } catch (err) {
    return [...(err as Error).message.matchAll(/^ {2}- ([A-Z_]+):/gm)].map((m) => m[1]);
  }
  return [];
};

describe("production", () => {
  it("starts with APP_URL and a session secret, and rate limits on", () => {
    expect(parse(PRODUCTION).APP_URL).toBe("https://hustleforge.example");
  });

  it("refuses to start without APP_URL, naming it", () => {
    expect(problems({ ...PRODUCTION, APP_URL: "" })).toEqual(["APP_URL"]);
    expect(() => parse({ ...PRODUCTION, APP_URL: " " })).toThrow(
      /^Invalid environment configuration:\n {2}- APP_URL: must be set in production/,
    );
  });

  it("refuses to start with RATE_LIMIT_DISABLED, naming it", () => {
    for (const on of ["true", "1"])
      expect(problems({ ...PRODUCTION, RATE_LIMIT_DISABLED: on })).toEqual(["RATE_LIMIT_DISABLED"]);
    expect(problems({ ...PRODUCTION, RATE_LIMIT_DISABLED: "false" })).toEqual([]);
  });

  it("lists every problem at once, with the malformed values", () => {
    expect(problems({ NODE_ENV: "production", PORT: "not-a-port", RATE_LIMIT_DISABLED: "true" }).sort()).toEqual([
      "APP_URL",
      "PORT",
      "RATE_LIMIT_DISABLED",
      "SESSION_SECRET",
    ]);
  });
});

describe("APP_URL", () => {
  it("defaults to http://localhost:PORT outside production", () => {
    expect(parse({ NODE_ENV: "development" }).APP_URL).toBe("http://localhost:5000");
    expect(parse({ NODE_ENV: "development", PORT: "5173" }).APP_URL).toBe("http://localhost:5173");
    expect(parse({ NODE_ENV: "test", PORT: "5173", APP_URL: "" }).APP_URL).toBe("http://localhost:5173");
  });

  it("is kept without a trailing slash, so links never have two", () => {
    expect(parse({ APP_URL: "https://hustleforge.example/" }).APP_URL).toBe("https://hustleforge.example");
  });

  it("must be an http(s) address", () => {
    for (const bad of ["hustleforge.example", "javascript:alert(1)", "ftp://hustleforge.example"])
      expect(() => parse({ APP_URL: bad })).toThrow("APP_URL: must be an http(s) address");
  });

  it("allows RATE_LIMIT_DISABLED outside production (development and the end-to-end servers)", () => {
    expect(parse({ NODE_ENV: "development", RATE_LIMIT_DISABLED: "true" }).RATE_LIMIT_DISABLED).toBe(true);
  });
});
