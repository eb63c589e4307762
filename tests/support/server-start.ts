/** What a start of server/index.ts in a test needs around it, in a folder of the test's own. */
import fs from "node:fs";
import path from "node:path";

/**
 * Writes a built client into `dir` and answers the variables that point the server at it, at a data folder in
 * `dir` (not created) and at any free loopback port, with no DATABASE_URL or SMTP_URL.
 */
export function localStartEnv(dir: string): Record<string, string> {
  fs.mkdirSync(path.join(dir, "client"));
  fs.writeFileSync(path.join(dir, "client/index.html"), "<!doctype html><title>HustleForge</title>");
  return {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: path.join(dir, "data"),
    CLIENT_DIST_DIR: path.join(dir, "client"),
    DATABASE_URL: "",
    SMTP_URL: "",
  };
}
