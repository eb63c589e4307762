/**
 * In the production build of the client, each file of the endpoint table (shared/contracts/endpoints/<area>.ts)
 * becomes its addresses alone: method, path, access, status, upload and the kind of its answer, without the zod
 * schemas (docs/decisions/862-one-endpoint-table.md). The client reads schemas only to check answers in development
 * and tests; in production they are dead weight, and on the sign-in screen they would pull zod into its first load
 * (docs/decisions/1500-sign-in-screen-loads-only-itself.md). Development, tests and the server read the real files.
 *
 * The table is read here as the server reads it (with tsx, at the start of the build), so the addresses are the
 * table's by construction. A file of the table that exports anything but its entries fails the build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";
import type { EndpointSpec } from "../shared/contracts/endpoint";

type Table = {
  areas: Record<string, Record<string, EndpointSpec>>;
  describe: (declared: EndpointSpec["response"]) => string;
};

const AREA_FILE = /[\\/]shared[\\/]contracts[\\/]endpoints[\\/]([a-z-]+)\.ts$/;
const camel = (area: string) => area.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The light module of one area: `export const <area>Endpoints = { name: { method, path, ... } }`. */
function addressesOf(table: Table, area: string, file: string): string {
  const entries = table.areas[area];
  if (!entries) throw new Error(`${file}: not an area of shared/contracts/endpoints/index.ts`);
  const name = `${camel(area)}Endpoints`;
  const source = readFileSync(file, "utf8");
  const exported = [...source.matchAll(/^export\s+(?:const|function|class|let)\s+(\w+)/gm)].map((m) => m[1]);
  if (exported.join() !== name)
    throw new Error(
      `${file} must export ${name} alone (it exports ${exported.join(", ") || "nothing"}): move the rest to shared/contracts`,
    );
  const answersFile = JSON.stringify(path.resolve(path.dirname(file), "../answers.ts"));
  const lines = Object.entries(entries).map(([key, e]) => {
    const kind = table.describe(e.response);
    const light = {
      method: e.method,
      path: e.path,
      access: e.access,
      ...(e.status ? { status: e.status } : {}),
      ...(e.upload ? { upload: true } : {}),
    };
    const response = kind === "json" ? "JSON_ANSWER" : `answers.${kind}`;
    return `  ${JSON.stringify(key)}: Object.freeze({ ...${JSON.stringify(light)}, response: ${response} }),`;
  });
  return [
    `import { answers } from ${answersFile};`,
    "// A JSON answer whose schema stays on the server: not one of the markers of answers.ts.",
    "const JSON_ANSWER = Object.freeze({});",
    `export const ${name} = {`,
    ...lines,
    "};",
  ].join("\n");
}

export function endpointAddresses(): Plugin {
  let table: Table | undefined;
  return {
    name: "hustleforge:endpoint-addresses",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      // One import, so the table's answer markers and describeResponse share one copy of answers.ts.
      const loaded = await tsImport("./endpoint-table.ts", import.meta.url);
      table = { areas: loaded.ENDPOINT_AREAS, describe: loaded.describeResponse };
    },
    load(id) {
      const file = id.split("?")[0];
      const match = AREA_FILE.exec(file);
      if (!match || match[1] === "index" || !table) return null;
      return addressesOf(table, match[1], file);
    },
  };
}
