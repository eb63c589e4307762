/**
 * The server's list of modules (server/modules/index.ts) holds every module folder's `<name>.module.ts` once, so a
 * new module cannot be left unmounted (docs/architecture.md#adding-a-tool).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { modules } from "../../server/modules";

const MODULES_DIR = path.resolve(import.meta.dirname, "../../server/modules");

describe("the server's modules", () => {
  it("lists every modules/<name>/<name>.module.ts exactly once, named after its folder", () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .filter((name) => readdirSync(path.join(MODULES_DIR, name)).includes(`${name}.module.ts`));
    expect(modules.map((m) => m.name).sort()).toEqual(folders.sort());
  });
});
