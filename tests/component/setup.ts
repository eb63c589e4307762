/** Component test setup: each test starts from an empty document, in a happy-dom completed where it lacks a standard. */
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { fakeViolations } from "./support/fake-api";

// happy-dom 21 has neither HTMLSelectElement.size nor HTMLOptionElement.defaultSelected. react-hook-form reads
// both to tell whether a select was edited before the form was ready; without them every select looks edited
// and keeps its first option instead of the form's default value. Both reflect their attribute, as in browsers.
if (!("size" in HTMLSelectElement.prototype))
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0) || 0;
    },
  });
if (!("defaultSelected" in HTMLOptionElement.prototype))
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
  });

afterEach(() => {
  cleanup();
  // A fake answer computed per call that broke its endpoint's contract (support/fake-api.ts) fails its test here.
  const broken = fakeViolations.splice(0);
  if (broken.length) throw new Error(`The fake API broke the endpoint table:\n${broken.join("\n")}`);
  // A test's fake API (vi.stubGlobal("fetch")) ends with it; the next test file in this worker gets the real fetch.
  vi.unstubAllGlobals();
});
