/** The scan dialog's reading filter (client/src/features/inventory-tracker/components/camera-scanner.ts). */
import { describe, expect, it } from "vitest";
import { onceInView } from "../../client/src/features/inventory-tracker/components/camera-scanner";

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("onceInView: a code under the camera is found once", () => {
  it("lets a code through once while it stays in view, read after read", () => {
    const c = clock();
    const fresh = onceInView(1000, c.now);
    expect(fresh("4006381333931")).toBe(true);
    for (let i = 0; i < 50; i++) {
      c.advance(200);
      expect(fresh("4006381333931")).toBe(false);
    }
  });

  it("lets it through again once it was out of view for longer than the gap", () => {
    const c = clock();
    const fresh = onceInView(1000, c.now);
    expect(fresh("A")).toBe(true);
    c.advance(1000);
    expect(fresh("A")).toBe(false);
    c.advance(1001);
    expect(fresh("A")).toBe(true);
  });

  it("follows each code on its own: two codes in view do not let each other through", () => {
    const c = clock();
    const fresh = onceInView(1000, c.now);
    expect(fresh("A")).toBe(true);
    expect(fresh("B")).toBe(true);
    for (let i = 0; i < 10; i++) {
      c.advance(150);
      expect(fresh(i % 2 ? "A" : "B")).toBe(false);
    }
  });
});
