/**
 * The markers of answers that are not a JSON body (docs/decisions/822-a-contract-on-every-answer.md): an endpoint of
 * the table (shared/contracts/endpoint.ts) that answers a file, a redirect, a stream or nothing names one of these
 * as its `response`; every other endpoint names a zod schema.
 */
import type { z } from "zod";

/** Kinds of answers that are not a JSON body; the route writes them through `res` (or 204 writes nothing). */
export type NonJsonKind = "empty" | "csv" | "file" | "redirect" | "stream" | "page";
const KIND = Symbol("non-json answer");
/** An answer other than JSON says which (`response: answers.csv`). */
export type NonJson = { readonly [KIND]: NonJsonKind };
const kind = (k: NonJsonKind): NonJson => Object.freeze({ [KIND]: k });

/** The markers of the answers that are not JSON. */
export const answers = {
  /** 204 No Content (`status: 204`). */
  empty: kind("empty"),
  /** A CSV download. */
  csv: kind("csv"),
  /** Another file the route renders (PDF, PNG, SVG, Markdown). */
  file: kind("file"),
  /** A redirect (sign-in providers, email links). */
  redirect: kind("redirect"),
  /** A streamed body (the mentor's answer as it is written). */
  stream: kind("stream"),
  /** An HTML page. */
  page: kind("page"),
} as const;

/** What an endpoint declares about its answer. */
export type ResponseDeclaration = z.ZodType | NonJson;

export function isNonJson(declared: ResponseDeclaration): declared is NonJson {
  return KIND in declared;
}

/** How a declaration reads in the route table: "json" or the marker's kind. */
export function describeResponse(declared: ResponseDeclaration): "json" | NonJsonKind {
  return isNonJson(declared) ? declared[KIND] : "json";
}

/** Paths (a.b[0].c) of fields the wire body has and the parsed result dropped: fields the contract does not name. */
function unnamedFields(wire: unknown, parsed: unknown, at = ""): string[] {
  if (Array.isArray(wire) && Array.isArray(parsed))
    return wire.flatMap((w, i) => unnamedFields(w, parsed[i], `${at}[${i}]`));
  if (!wire || typeof wire !== "object" || !parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
  const p = parsed as Record<string, unknown>;
  return Object.entries(wire as Record<string, unknown>).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    return key in p ? unnamedFields(value, p[key], path) : [path];
  });
}

/**
 * Why `body` breaks `schema` as a client would read it (its wire form, after `JSON.stringify`), or undefined when it
 * keeps it. A field the schema does not name is a break too: the contract lists every field that is sent.
 */
export function contractProblem(schema: z.ZodType, body: unknown): string | undefined {
  const text = JSON.stringify(body);
  const wire: unknown = text === undefined ? undefined : JSON.parse(text);
  const result = schema.safeParse(wire);
  if (!result.success)
    return result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`)
      .join("; ");
  const extra = unnamedFields(wire, result.data);
  return extra.length ? `fields the contract does not name: ${extra.slice(0, 5).join(", ")}` : undefined;
}
