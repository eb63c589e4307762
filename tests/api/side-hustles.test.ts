/**
 * Side hustles API (docs/spec-notes.md; docs/product-rules.md): the seeded catalogue, each filter
 * alone and combined, 'all' and missing, bookmarks and start-guide ticks kept per user, and another user's
 * data invisible.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import {
  sideHustleDetailSchema,
  sideHustlesResponseSchema,
  type SideHustle,
} from "../../shared/contracts/side-hustles";
import { hustleCatalogue } from "../../server/modules/side-hustles/side-hustles.seed";

const app = useTestApp();

const list = async (client: HttpClient, query = ""): Promise<SideHustle[]> => {
  const res = await client.get(`/api/side-hustles${query}`);
  expect(res.status).toBe(200);
  return sideHustlesResponseSchema.parse(res.body).hustles;
};
const ids = (hs: { id: number }[]) => hs.map((h) => h.id).sort((a, b) => a - b);

describe("GET /api/side-hustles", () => {
  it("answers every curated hustle with every field and the catalogue's review date", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get("/api/side-hustles");
    const { hustles, reviewedAt } = sideHustlesResponseSchema.parse(res.body);
    expect(hustles.length).toBe(hustleCatalogue.hustles.length);
    expect(reviewedAt).toBe(hustleCatalogue.reviewedAt);
    expect(hustles[0]).toMatchObject({ title: hustleCatalogue.hustles[0].title, bookmarked: false });
    expect(hustles.every((h) => h.requirements.length >= 3 && h.steps.length >= 4)).toBe(true);
  });

  it("filters by category, by difficulty, and by both", async () => {
    const { client } = await signedInUser(app);
    const all = await list(client);
    const pod = await list(client, "?category=pod");
    expect(pod.length).toBeGreaterThan(0);
    expect(pod.every((h) => h.category === "pod")).toBe(true);
    const advanced = await list(client, "?difficulty=advanced");
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((h) => h.difficultyLevel === "advanced")).toBe(true);
    const both = await list(client, "?category=services&difficulty=beginner");
    expect(ids(both)).toEqual(ids(all.filter((h) => h.category === "services" && h.difficultyLevel === "beginner")));
    expect(both.length).toBeGreaterThan(0);
  });

  it("treats 'all' and missing as no restriction", async () => {
    const { client } = await signedInUser(app);
    const all = await list(client);
    expect(ids(await list(client, "?category=all&difficulty=all"))).toEqual(ids(all));
    expect(ids(await list(client, "?category=&difficulty="))).toEqual(ids(all));
  });

  it("can filter down to nothing", async () => {
    const { client } = await signedInUser(app);
    expect(await list(client, "?category=pod&difficulty=advanced")).toEqual([]);
  });

  it.each([
    [
      "?category=crypto",
      "Category must be one of: all, pod, digital_products, affiliate, ecommerce, services, content",
    ],
    ["?difficulty=expert", "Difficulty must be one of: all, beginner, intermediate, advanced"],
    ["?bookmarked=yes", "Bookmarked must be true or false"],
  ])("rejects %s with '%s'", async (query, message) => {
    const { client } = await signedInUser(app);
    const res = await client.get(`/api/side-hustles${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
  });
});

describe("bookmarks", () => {
  it("bookmarks and un-bookmarks a hustle for this user only, and the Bookmarked filter finds it", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const [first, second] = await list(owner.client, "?category=content");

    const res = await owner.client.post(`/api/side-hustles/${first.id}/bookmark`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bookmarked: true });
    // Twice is the same as once.
    expect((await owner.client.post(`/api/side-hustles/${first.id}/bookmark`)).status).toBe(200);

    expect(ids(await list(owner.client, "?bookmarked=true"))).toEqual([first.id]);
    expect((await list(owner.client, "?category=content")).find((h) => h.id === first.id)!.bookmarked).toBe(true);
    expect((await list(owner.client, "?bookmarked=false")).some((h) => h.id === first.id)).toBe(false);
    // Combined with another filter.
    expect(await list(owner.client, "?bookmarked=true&category=pod")).toEqual([]);
    expect(ids(await list(owner.client, "?bookmarked=true&category=content"))).toEqual([first.id]);
    expect(second.bookmarked).toBe(false);

    // Another user sees nothing of it.
    expect(await list(other.client, "?bookmarked=true")).toEqual([]);
    expect((await list(other.client, "?category=content")).find((h) => h.id === first.id)!.bookmarked).toBe(false);

    const del = await owner.client.delete(`/api/side-hustles/${first.id}/bookmark`);
    expect(del.status).toBe(204);
    expect(await list(owner.client, "?bookmarked=true")).toEqual([]);
    expect((await owner.client.delete(`/api/side-hustles/${first.id}/bookmark`)).status).toBe(204);
  });

  it("answers 404 for an unknown hustle and 400 for a bad id; needs a user", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/side-hustles/999999/bookmark")).status).toBe(404);
    expect((await client.post("/api/side-hustles/abc/bookmark")).body).toMatchObject({
      code: "validation_error",
      message: "Invalid id",
    });
    expect((await app.client().post("/api/side-hustles/1/bookmark")).status).toBe(401);
  });
});

describe("start guide (GET /api/side-hustles/:id and its checklist)", () => {
  it("answers the whole hustle with this user's empty checklist", async () => {
    const { client } = await signedInUser(app);
    const [hustle] = await list(client);
    const res = await client.get(`/api/side-hustles/${hustle.id}`);
    expect(res.status).toBe(200);
    const detail = sideHustleDetailSchema.parse(res.body.hustle);
    expect(detail).toMatchObject({
      id: hustle.id,
      requirements: hustle.requirements,
      steps: hustle.steps,
      checklist: { requirements: [], steps: [] },
    });
    expect((await client.get("/api/side-hustles/999999")).status).toBe(404);
  });

  it("keeps ticks per user on the server: tick, untick, and another user sees none of them", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const [hustle] = await list(owner.client, "?category=services");

    let res = await owner.client.patch(`/api/side-hustles/${hustle.id}/checklist`, {
      kind: "step",
      index: 1,
      done: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.checklist).toEqual({ requirements: [], steps: [1] });
    res = await owner.client.patch(`/api/side-hustles/${hustle.id}/checklist`, {
      kind: "requirement",
      index: 0,
      done: true,
    });
    expect(res.body.checklist).toEqual({ requirements: [0], steps: [1] });
    // Ticking twice keeps one tick.
    await owner.client.patch(`/api/side-hustles/${hustle.id}/checklist`, { kind: "step", index: 1, done: true });
    expect((await owner.client.get(`/api/side-hustles/${hustle.id}`)).body.hustle.checklist).toEqual({
      requirements: [0],
      steps: [1],
    });

    expect((await other.client.get(`/api/side-hustles/${hustle.id}`)).body.hustle.checklist).toEqual({
      requirements: [],
      steps: [],
    });
    // The other user's untick does not touch the owner's.
    await other.client.patch(`/api/side-hustles/${hustle.id}/checklist`, { kind: "step", index: 1, done: false });
    expect((await owner.client.get(`/api/side-hustles/${hustle.id}`)).body.hustle.checklist.steps).toEqual([1]);

    res = await owner.client.patch(`/api/side-hustles/${hustle.id}/checklist`, { kind: "step", index: 1, done: false });
    expect(res.body.checklist).toEqual({ requirements: [0], steps: [] });
  });

  it.each([
    [{ kind: "task", index: 0, done: true }, "Kind must be requirement or step"],
    [{ kind: "step", index: -1, done: true }, "Index must be a whole number"],
    [{ kind: "step", index: 1.5, done: true }, "Index must be a whole number"],
    [{ kind: "step", index: 0, done: "yes" }, "Done must be true or false"],
    [{ kind: "step", index: 40, done: true }, "This hustle has"],
  ])("rejects %j with '%s'", async (body, message) => {
    const { client } = await signedInUser(app);
    const [hustle] = await list(client);
    const res = await client.patch(`/api/side-hustles/${hustle.id}/checklist`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.message).toContain(message);
  });

  it("answers 404 for an unknown hustle", async () => {
    const { client } = await signedInUser(app);
    expect(
      (await client.patch("/api/side-hustles/999999/checklist", { kind: "step", index: 0, done: true })).status,
    ).toBe(404);
  });
});
