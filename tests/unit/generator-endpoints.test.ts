/**
 * Every AI generator is an entry of the endpoint table (shared/contracts/endpoints/generations.ts) whose path is its
 * tool's manifest `endpoint` (the address the tool's cards and the server's mount agree on), whose access is the
 * tool's id and whose body is the request the run parses; every POST entry of the generations area is a registered tool.
 */
import { describe, expect, it } from "vitest";
import { toolRegistry } from "../../server/modules";
import { generationsEndpoints } from "../../shared/contracts/endpoints/generations";
import { TOOLS, toolEntry, type ToolId } from "../../shared/tools/manifest";

describe("generator endpoints", () => {
  it.each(toolRegistry.list.map((r) => [r.tool.id, r] as const))("%s: its entry is its manifest endpoint", (id, r) => {
    const entry = toolEntry(id as ToolId);
    expect(r.endpoint.path).toBe(entry.endpoint);
    expect(r.endpoint.method).toBe("POST");
    expect(r.endpoint.access).toBe(id);
    expect(r.endpoint.body).toBe(r.request);
    expect(`/api${r.path}`).toBe(r.endpoint.path);
    expect(r.status).toBe(r.endpoint.status ?? 200);
  });

  it("registers a tool for every generator entry, and names an entry for every manifest endpoint but the mentor's", () => {
    const generators = Object.values(generationsEndpoints).filter((e) => e.method === "POST");
    expect(generators.map((e) => e.path).sort()).toEqual(toolRegistry.list.map((r) => r.endpoint.path).sort());
    const registered = new Set(toolRegistry.list.map((r) => r.endpoint));
    expect(generators.filter((e) => !registered.has(e))).toEqual([]);
    // The mentor's chat streams its answer from its own route (shared/contracts/endpoints/ai-mentor.ts).
    const manifest = TOOLS.flatMap((t) => ("endpoint" in t && t.endpoint ? [t.endpoint as string] : []));
    expect(manifest.filter((p) => !generators.some((e) => e.path === p))).toEqual(["/api/ai-mentor/chat"]);
  });
});
