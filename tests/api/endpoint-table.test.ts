/**
 * The endpoint table is the API (docs/decisions/862-one-endpoint-table.md): every route the app mounts under /api is
 * an entry of shared/contracts/endpoints/ with the same method, path, access and kind of answer, and every entry is
 * mounted. A route added beside the table, or an entry no route serves, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../shared/contracts/endpoints";
import { describeResponse } from "../../shared/contracts/answers";
import { createTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const line = (r: { method: string; path: string; access?: string; response?: string }) =>
  `${r.method} ${r.path} (${r.access ?? "no access"}, ${r.response ?? "no answer"})`;

describe("the endpoint table", () => {
  it("holds every route mounted under /api, with its access and kind of answer, and every entry is mounted", () => {
    const mounted = app.routes.map((r) =>
      line({ method: r.method, path: r.path, access: r.access?.action, response: r.response }),
    );
    const table = ENDPOINTS.map((e) =>
      line({ method: e.method, path: e.path, access: e.access, response: describeResponse(e.response) }),
    );
    expect(mounted.filter((r) => r.split(" ")[1].startsWith("/api/") && !table.includes(r))).toEqual([]);
    expect(table.filter((e) => !mounted.includes(e))).toEqual([]);
  });

  it("names each method and path once", () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
