/** toolEntry: the manifest entry of a tool id, and a loud failure for an id the manifest does not know. */
import { describe, expect, it } from "vitest";
import { TOOLS, toolEntry, type ToolId } from "../../shared/tools/manifest";

describe("toolEntry", () => {
  it("returns the entry of every manifest tool", () => {
    for (const tool of TOOLS) expect(toolEntry(tool.id)).toBe(tool);
  });

  it("throws on an id the manifest does not know (a stale or mistyped id), instead of handing back undefined", () => {
    // An id that reached the code as text, e.g. from an older build's stored history.
    const stale: string = "sales-scripts-generator";
    expect(() => toolEntry(stale as ToolId)).toThrow('Unknown tool id "sales-scripts-generator"');
  });
});
