/**
 * The logo maker (docs/decisions/960): POST /api/generate-logo through runGenerator (free plan: one logo generation,
 * docs/product-rules.md#plans-and-limits; users.totalLogosCreated counts), concepts as validated parameters, and the
 * owner-only downloads GET /api/logos/:generationId/:conceptIndex.svg|.png (SVG composed by us, PNG rendered at 512 or
 * 1024 px).
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { users } from "../../shared/schema";
import { logoResponseSchema } from "../../shared/contracts/logos";
import type { HttpClient } from "../support/http-client";
import { nameProblems } from "../support/logo-name-check";
import { renderPng } from "../../server/logo/render";

const app = useTestApp();

const request = { businessName: "Brew & Bloom", industry: "Coffee shop", style: "modern", colors: "green and gold" };

const logosCreated = async (id: number) =>
  (await app.database.db.select({ n: users.totalLogosCreated }).from(users).where(eq(users.id, id)))[0].n;

/** A binary GET with the client's session (the JSON client reads bodies as text). */
async function fetchBytes(client: HttpClient, path: string) {
  const res = await fetch(app.baseUrl + path, { headers: { cookie: client.cookieHeader } });
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    disposition: res.headers.get("content-disposition"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

describe("POST /api/generate-logo", () => {
  it("answers several concepts, each with palette, font, symbol, layout and a rationale, and counts the logo", async () => {
    const { client, user } = await signedInUser(app);
    const res = await client.post("/api/generate-logo", request);
    expect(res.status).toBe(200);
    const body = logoResponseSchema.parse(res.body);
    expect(body.businessName).toBe("Brew & Bloom");
    expect(body.concepts.length).toBeGreaterThanOrEqual(3);
    for (const c of body.concepts) {
      expect(c.palette.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(c.rationale).toContain("Brew & Bloom");
      expect(c.fontLabel).toMatch(/Bold$/);
    }
    expect(res.body.generation).toMatchObject({ tool: "logo-maker", engine: "offline" });
    expect(await logosCreated(user.id)).toBe(1);
  });

  it("gives a free user one logo generation; the second is refused and counts nothing", async () => {
    const { client, user } = await signedInUser(app);
    expect((await client.post("/api/generate-logo", request)).status).toBe(200);
    const second = await client.post("/api/generate-logo", { ...request, businessName: "Other" });
    expect(second.status).toBe(402);
    expect(second.body.code).toBe("free_limit_reached");
    expect(second.body.message).toContain("1 free logo generations");
    expect(await logosCreated(user.id)).toBe(1);
    const usage = await client.get("/api/usage");
    expect(usage.body.usage.logo).toMatchObject({ limit: 1, remaining: 0 });
  });

  it("lets a Pro user make more and counts each", async () => {
    const { client, user } = await signedInUser(app, { selectedPlan: "pro" });
    for (const name of ["One", "Two", "Three"])
      expect((await client.post("/api/generate-logo", { ...request, businessName: name })).status).toBe(200);
    expect(await logosCreated(user.id)).toBe(3);
  });

  it.each([
    [{ ...request, businessName: "" }, "businessName", "Business name is required"],
    [{ ...request, businessName: "x".repeat(33) }, "businessName", "Business name must be at most 32 characters"],
    [
      { ...request, businessName: "<svg onload=alert(1)>" },
      "businessName",
      "Use letters, numbers, spaces and & ' . , ! ? + - only",
    ],
    [{ ...request, industry: "" }, "industry", "Industry is required"],
    [{ ...request, style: "neon" }, "style", "Choose a style"],
  ])("refuses bad input with 400 and the field's message (%#)", async (body, path, message) => {
    const { client, user } = await signedInUser(app);
    const res = await client.post("/api/generate-logo", body);
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path, message });
    expect(await logosCreated(user.id)).toBe(0);
  });

  it("keeps the generation in the tool's history", async () => {
    const { client } = await signedInUser(app);
    const made = await client.post("/api/generate-logo", request);
    const list = await client.get("/api/generations?tool=logo-maker");
    expect(list.body.generations[0]).toMatchObject({ id: made.body.generation.id, label: "Brew & Bloom" });
  });
});

describe("GET /api/logos/:generationId/:conceptIndex.svg|.png", () => {
  it("downloads each concept as SVG and as PNG at 512 and 1024 px, owner only", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const made = await client.post("/api/generate-logo", request);
    const id = made.body.generation.id;

    const svg = await fetchBytes(client, `/api/logos/${id}/0.svg?download=1`);
    expect(svg.status).toBe(200);
    expect(svg.type).toContain("image/svg+xml");
    expect(svg.disposition).toContain("brew-bloom-logo-1.svg");
    const text = svg.bytes.toString("utf8");
    expect(text.startsWith("<svg")).toBe(true);
    expect(text).not.toMatch(/<script|\son\w+=|href|<text/i);

    for (const size of [512, 1024]) {
      const png = await fetchBytes(client, `/api/logos/${id}/${made.body.concepts.length - 1}.png?size=${size}`);
      expect(png.status).toBe(200);
      expect(png.type).toBe("image/png");
      expect(pngSize(png.bytes)).toEqual({ width: size, height: size });
    }
    for (const variant of ["dark", "icon"])
      expect((await fetchBytes(client, `/api/logos/${id}/1.svg?variant=${variant}`)).status).toBe(200);

    const stranger = await signedInUser(app);
    expect((await fetchBytes(stranger.client, `/api/logos/${id}/0.svg`)).status).toBe(404);
    expect((await fetchBytes(stranger.client, `/api/logos/${id}/0.png`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/logos/${id}/0.svg`)).status).toBe(401);
  });

  it.each(["Wick & Willow", "Kate’s Crème Brûlée", "Ærø & Łódź Candle Co."])(
    "draws %s whole in every concept's SVG and PNG, light and dark",
    async (businessName) => {
      const { client } = await signedInUser(app, { selectedPlan: "pro" });
      for (const style of ["modern", "elegant", "playful"]) {
        const made = await client.post("/api/generate-logo", { ...request, businessName, style, colors: "" });
        expect(made.status).toBe(200);
        expect(made.body.businessName).toBe(businessName);
        const id = made.body.generation.id;
        for (let i = 0; i < made.body.concepts.length; i++)
          for (const variant of ["light", "dark"]) {
            const svg = (await fetchBytes(client, `/api/logos/${id}/${i}.svg?variant=${variant}`)).bytes.toString();
            expect(nameProblems(svg, businessName), `${style} concept ${i + 1} ${variant}`).toEqual([]);
            // The PNG is the picture of that same whole SVG.
            const png = await fetchBytes(client, `/api/logos/${id}/${i}.png?variant=${variant}`);
            expect(png.bytes.equals(renderPng(svg, 512))).toBe(true);
          }
      }
    },
  );

  it("answers 404 for a concept that does not exist or a generation of another tool, 400 for a bad size", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const id = (await client.post("/api/generate-logo", request)).body.generation.id;
    expect((await client.get(`/api/logos/${id}/3.svg`)).status).toBe(404);
    const other = await client.post("/api/validate-idea", { product: "Plant swap app" });
    expect((await client.get(`/api/logos/${other.body.generation.id}/0.svg`)).status).toBe(404);
    const bad = await client.get(`/api/logos/${id}/0.png?size=2000`);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({ path: "size", message: "Size must be 512 or 1024" });
    expect((await client.get(`/api/logos/${id}/0.gif`)).status).toBe(400);
  });
});
