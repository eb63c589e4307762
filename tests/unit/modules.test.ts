/** The module list and the tool registry it builds; strict ids. */
import { describe, expect, it } from "vitest";
import { createToolRegistry, registerTool } from "../../server/ai/registry";
import { modules, toolRegistry } from "../../server/modules";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";
import { idSchema } from "../../shared/contracts/common";
import { generationsEndpoints } from "../../shared/contracts/endpoints/generations";

const quickValidation = { endpoint: generationsEndpoints.quickValidation };

describe("modules", () => {
  it("have unique names and register every tool once, with unique ids and paths", () => {
    expect(new Set(modules.map((m) => m.name)).size).toBe(modules.length);
    const ids = toolRegistry.list.map((r) => r.tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        "niche-discovery",
        "quick-validation",
        "business-ideas",
        "business-plan",
        "market-analysis",
      ]),
    );
    expect(toolRegistry.byId("quick-validation")).toBe(quickValidationTool);
    expect(toolRegistry.byId("nope")).toBeUndefined();
  });

  it("refuses a tool registered twice", () => {
    expect(() =>
      createToolRegistry([
        registerTool(quickValidationTool, quickValidation),
        registerTool(quickValidationTool, quickValidation),
      ]),
    ).toThrow(/registered twice: quick-validation/);
  });

  it("answers a tool's own present() and response schema when it stores nothing", () => {
    const r = registerTool(quickValidationTool, quickValidation);
    const input = quickValidationTool.input.parse(quickValidationTool.example);
    const body = quickValidationTool.present!(quickValidationTool.offline(input), { input, createdAt: new Date(0) });
    // The answer on the wire: the tool's present() with the history row and the profile facts used.
    const generation = { id: 1, tool: "quick-validation", engine: "offline", model: "offline", createdAt: "x" };
    expect(r.response.safeParse({ ...body, generation, basedOn: [] }).error).toBeUndefined();
    expect(r.status).toBe(200);
  });

  it("refuses an entry that is not the tool's (another path, access or body)", () => {
    expect(() => registerTool(quickValidationTool, { endpoint: generationsEndpoints.nicheDiscovery })).toThrow(
      /quick-validation/,
    );
    expect(() =>
      registerTool(quickValidationTool, {
        endpoint: { ...generationsEndpoints.quickValidation, access: "niche-discovery" },
      }),
    ).toThrow(/access/);
    expect(() =>
      registerTool(quickValidationTool, {
        endpoint: { ...generationsEndpoints.quickValidation, body: generationsEndpoints.nicheDiscovery.body },
      }),
    ).toThrow(/body/);
  });
});

describe("idSchema", () => {
  it.each([
    [1, 1],
    ["42", 42],
    [2_147_483_647, 2_147_483_647],
  ])("accepts %j", (value, id) => {
    expect(idSchema().parse(value)).toBe(id);
  });
  it.each([
    true,
    [5],
    1.5,
    "1.5",
    "abc",
    "",
    0,
    "0",
    -1,
    "-1",
    "1e3",
    "007",
    "0x10",
    " 5",
    2_147_483_648,
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(idSchema("Invalid id").safeParse(value).error?.issues[0].message).toBe("Invalid id");
  });
});
