/**
 * The client's view of the AI generator tools, derived from the tool manifest (shared/tools/manifest.ts):
 * the call each posts to, its free quota and its Pro gate. History is kept under the same ids.
 */
import type { QuotaKey } from "@shared/domain/plans";
import { toolEntry, type ToolId } from "@shared/tools/manifest";

type GeneratorTool = { path: string; quota?: QuotaKey; proOnly: boolean };

/** A tool of the manifest that has an AI endpoint. */
export type GeneratorToolId = ToolId;

/** The tool's call, quota and gate; a tool without an endpoint is a programming error. */
export function generatorTool(id: GeneratorToolId): GeneratorTool {
  const entry = toolEntry(id);
  if (!entry.endpoint) throw new Error(`${id} has no AI endpoint in the tool manifest`);
  return { path: entry.endpoint, quota: entry.quota, proOnly: entry.plan === "pro" };
}
