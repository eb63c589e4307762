/**
 * Partnership Finder over the real HTTP app and a real database (docs/product-rules.md#people-and-messages;
 * docs/decisions/970): Pro only, the stored-profile rules with the specification's messages, the partner list (never
 * yourself, match scores), requests and applications, connections (duplicates 409, self refused, daily cap 429,
 * recipient only, emails only after acceptance).
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { eq } from "drizzle-orm";
import { buildUser, signedInUser, signIn } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { partnershipConnections, users } from "../../shared/schema";
import { PARTNER_NOT_AVAILABLE, REQUEST_NOT_AVAILABLE } from "../../shared/contracts/partnerships";
import { partnerMatch } from "../../shared/domain/partner-match";

const app = useTestApp();

const pro = (firstName = "Maya", lastName = "Lopez") =>
  ({
    selectedPlan: "pro",
    proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000),
    firstName,
    lastName,
  }) as const;
const profile = (o: Record<string, unknown> = {}) => ({
  bio: "I build Shopify stores and grow them with ads.",
  niche: "ecommerce",
  location: "Austin, TX",
  lookingFor: ["Designer", "Investor"],
  offering: ["Marketing Expertise", "Business Strategy"],
  experience: "intermediate",
  availability: "available",
  socialProof: { followers: "12K", revenue: "$4K/mo" },
  ...o,
});
const proUser = async (first?: string, last?: string) => signedInUser(app, pro(first, last));
async function withProfile(first: string, last: string, o: Record<string, unknown> = {}) {
  const u = await proUser(first, last);
  const res = await u.client.post("/api/partnerships/my-profile", profile(o));
  expect(res.status).toBe(200);
  return { ...u, profileId: res.body.profile.id as number };
}

describe("plan gate", () => {
  it.each([
    ["get", "/api/partnerships/partners"],
    ["get", "/api/partnerships/requests"],
    ["get", "/api/partnerships/my-profile"],
    ["post", "/api/partnerships/my-profile"],
    ["post", "/api/partnerships/requests"],
    ["post", "/api/partnerships/connect/1"],
    ["get", "/api/partnerships/connections"],
    ["post", "/api/partnerships/connections/1/accept"],
    ["post", "/api/partnerships/connections/1/decline"],
    ["post", "/api/partnerships/apply/1"],
  ] as const)("%s %s answers 403 pro_required to a free user", async (method, path) => {
    const { client } = await signedInUser(app);
    const res = method === "get" ? await client.get(path) : await client.post(path, {});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("pro_required");
  });
});

describe("my profile", () => {
  it("is null until saved, then stored with the name from the user and initials as avatar", async () => {
    const { client } = await proUser("Maya", "Lopez");
    expect((await client.get("/api/partnerships/my-profile")).body).toEqual({ profile: null });
    const saved = await client.post("/api/partnerships/my-profile", profile());
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      name: "Maya L.",
      avatar: "ML",
      niche: "ecommerce",
      lookingFor: ["Designer", "Investor"],
      socialProof: { followers: "12K", revenue: "$4K/mo" },
      availability: "available",
    });
    const again = await client.post(
      "/api/partnerships/my-profile",
      profile({ bio: "Changed my mind about everything.", availability: "busy", socialProof: {} }),
    );
    expect(again.body.profile).toMatchObject({
      id: saved.body.profile.id,
      bio: "Changed my mind about everything.",
      availability: "busy",
      socialProof: {},
    });
    expect((await client.get("/api/partnerships/my-profile")).body.profile.id).toBe(saved.body.profile.id);
  });

  it.each([
    [{ bio: "too short" }, "Bio must be at least 10 characters long."],
    [{ bio: undefined }, "Bio must be at least 10 characters long."],
    [{ niche: "" }, "Please select your niche."],
    [{ niche: "crypto" }, "Please select your niche."],
    [{ lookingFor: [] }, "Please select at least one thing you're looking for."],
    [{ offering: [] }, "Please select at least one thing you're offering."],
    [{ offering: undefined }, "Please select at least one thing you're offering."],
    [{ location: " " }, "Location is required"],
    [{ experience: undefined }, "Experience is required"],
    [{ availability: "sometimes" }, "Availability must be available, busy or selective"],
  ])("refuses %j with '%s'", async (patch, message) => {
    const { client } = await proUser();
    const res = await client.post("/api/partnerships/my-profile", profile(patch));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("partners", () => {
  it("lists other people's profiles, never your own, with the published match score and reasons; the niche filter works", async () => {
    const me = await withProfile("Ann", "Baker", {
      lookingFor: ["Designer", "Investor"],
      offering: ["Marketing Expertise"],
    });
    const designer = await withProfile("Dan", "Cole", {
      niche: "design",
      lookingFor: ["Marketing Partner"],
      offering: ["Design Services"],
    });
    const investor = await withProfile("Ivy", "Drew", {
      niche: "ecommerce",
      lookingFor: ["Developer"],
      offering: ["Funding"],
    });
    const res = await me.client.get("/api/partnerships/partners");
    expect(res.status).toBe(200);
    const ids = res.body.partners.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(me.profileId);
    const dan = res.body.partners.find((p: { id: number }) => p.id === designer.profileId);
    // Dan meets one of my two wants (50%) and I meet his only want (100%): 75.
    expect(dan).toMatchObject({ name: "Dan C.", avatar: "DC", matchScore: 75, connectionStatus: null });
    expect(dan.matchReasons).toEqual([
      "Offers Design Services: you are looking for a Designer",
      "Looking for a Marketing Partner: you offer Marketing Expertise",
    ]);
    const ivy = res.body.partners.find((p: { id: number }) => p.id === investor.profileId);
    expect(ivy.matchScore).toBe(
      partnerMatch(
        { lookingFor: ["Designer", "Investor"], offering: ["Marketing Expertise"] },
        { lookingFor: ["Developer"], offering: ["Funding"] },
      ).score,
    );
    expect(ivy.matchScore).toBe(25);
    expect(ids.indexOf(designer.profileId)).toBeLessThan(ids.indexOf(investor.profileId));
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.test/);

    const design = await me.client.get("/api/partnerships/partners?niche=design");
    expect(design.body.partners.every((p: { niche: string }) => p.niche === "design")).toBe(true);
    expect(design.body.partners.map((p: { id: number }) => p.id)).toContain(designer.profileId);
    expect((await me.client.get("/api/partnerships/partners?niche=crypto")).status).toBe(400);
  });

  it("gives no score to a viewer without a profile", async () => {
    await withProfile("Eve", "Fox");
    const { client } = await proUser();
    const res = await client.get("/api/partnerships/partners");
    expect(res.body.partners.length).toBeGreaterThan(0);
    expect(res.body.partners[0].matchScore).toBeNull();
  });
});

describe("connections", () => {
  it("reaches the partner, who accepts; emails show to both only after acceptance", async () => {
    const a = await withProfile("Amy", "Ray");
    const b = await withProfile("Ben", "Sol");
    const sent = await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: "Hi Ben, let's team up!" });
    expect(sent.status).toBe(201);
    expect(sent.body.connection).toMatchObject({
      status: "pending",
      message: "Hi Ben, let's team up!",
      person: { name: "Ben S.", avatar: "BS" },
    });
    expect(sent.body.connection.person.email).toBeUndefined();

    const theirs = await b.client.get("/api/partnerships/connections");
    expect(theirs.body.outgoing).toEqual([]);
    expect(theirs.body.incoming).toHaveLength(1);
    const c = theirs.body.incoming[0];
    expect(c).toMatchObject({ status: "pending", person: { name: "Amy R." } });
    for (const body of [
      sent.body,
      theirs.body,
      (await a.client.get("/api/partnerships/connections")).body,
      (await b.client.get("/api/partnerships/partners")).body,
    ]) {
      expect(JSON.stringify(body)).not.toContain(a.user.email);
      expect(JSON.stringify(body)).not.toContain(b.user.email);
    }
    const partners = await a.client.get("/api/partnerships/partners");
    expect(partners.body.partners.find((p: { id: number }) => p.id === b.profileId).connectionStatus).toBe("pending");

    // Only the recipient answers.
    expect((await a.client.post(`/api/partnerships/connections/${c.id}/accept`)).status).toBe(404);
    const outsider = await proUser();
    expect((await outsider.client.post(`/api/partnerships/connections/${c.id}/accept`)).status).toBe(404);

    const accepted = await b.client.post(`/api/partnerships/connections/${c.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.connection).toMatchObject({ status: "accepted", person: { email: a.user.email } });
    expect((await a.client.get("/api/partnerships/connections")).body.outgoing[0]).toMatchObject({
      status: "accepted",
      person: { email: b.user.email },
    });
    expect((await b.client.post(`/api/partnerships/connections/${c.id}/decline`)).status).toBe(409);
    expect((await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: "again" })).status).toBe(409);
  });

  it("refuses a duplicate pending request in either direction (409), yourself (400), an unknown profile (404)", async () => {
    const a = await withProfile("Cat", "Uma");
    const b = await withProfile("Dov", "Vale");
    expect((await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: "hello" })).status).toBe(201);
    const dup = await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: "hello again" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("A connection request between you two is already pending.");
    expect((await b.client.post(`/api/partnerships/connect/${a.profileId}`, { message: "hi" })).status).toBe(409);
    const self = await a.client.post(`/api/partnerships/connect/${a.profileId}`, { message: "me" });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot connect with yourself.");
    expect((await a.client.post("/api/partnerships/connect/999999", { message: "x" })).status).toBe(404);
    // A declined request can be followed by a new one.
    const incoming = (await b.client.get("/api/partnerships/connections")).body.incoming[0];
    const declined = await b.client.post(`/api/partnerships/connections/${incoming.id}/decline`);
    expect(declined.body.connection).toMatchObject({ status: "declined" });
    expect(declined.body.connection.person.email).toBeUndefined();
    expect((await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: "second try" })).status).toBe(
      201,
    );
  });

  it("sends exactly the message its sender wrote (trimmed), refuses an empty or over-long one beside the field, and tells the recipient", async () => {
    const a = await withProfile("Ida", "Ness");
    const b = await withProfile("Jon", "Orr");
    for (const message of [undefined, "", "   \n  "]) {
      const empty = await a.client.post(
        `/api/partnerships/connect/${b.profileId}`,
        message === undefined ? {} : { message },
      );
      expect(empty.status).toBe(400);
      expect(empty.body.details).toEqual([{ path: "message", message: "Write a message to send with your request." }]);
    }
    const long = await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([{ path: "message", message: "Keep your message to at most 1000 characters." }]);
    expect((await b.client.get("/api/partnerships/connections")).body.incoming).toEqual([]);

    const written = "Hi Jon, I design course funnels.\nWant to bundle our courses for Black Friday?";
    const sent = await a.client.post(`/api/partnerships/connect/${b.profileId}`, { message: `  ${written}  ` });
    expect(sent.status).toBe(201);
    expect(sent.body.connection.message).toBe(written);
    const [row] = await app.database.db
      .select({ message: partnershipConnections.message })
      .from(partnershipConnections)
      .where(eq(partnershipConnections.fromUserId, a.user.id));
    expect(row.message).toBe(written);
    expect((await b.client.get("/api/partnerships/connections")).body.incoming[0].message).toBe(written);
    const notices = (await b.client.get("/api/notifications")).body.notifications as {
      kind: string;
      body: string;
      link: string;
    }[];
    expect(notices.map((n) => [n.kind, n.body, n.link])).toEqual([
      ["partnership_request", written, "/partnership-finder?tab=profile"],
    ]);
    // A message of exactly 1000 characters is accepted.
    const c = await withProfile("Kai", "Penn");
    expect(
      (await a.client.post(`/api/partnerships/connect/${c.profileId}`, { message: "y".repeat(1000) })).status,
    ).toBe(201);
  });

  it("allows at most 20 connection requests a day per person (429)", async () => {
    const a = await withProfile("Gus", "Hale");
    const targets = [];
    for (let i = 0; i < 21; i++) targets.push(await withProfile(`T${i}`, "Target"));
    for (let i = 0; i < 20; i++)
      expect((await a.client.post(`/api/partnerships/connect/${targets[i].profileId}`, { message: "hi" })).status).toBe(
        201,
      );
    const over = await a.client.post(`/api/partnerships/connect/${targets[20].profileId}`, { message: "hi" });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/at most 20 connection requests a day/);
    // Requests older than a day no longer count.
    await app.database.db.update(partnershipConnections).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) });
    expect((await a.client.post(`/api/partnerships/connect/${targets[20].profileId}`, { message: "hi" })).status).toBe(
      201,
    );
  });
});

describe("requests and applications", () => {
  it("creates a request with skills as a list; another person applies once; the creator sees it and the count follows", async () => {
    const creator = await proUser("Rita", "Moss");
    const created = await creator.client.post("/api/partnerships/requests", {
      type: "joint_venture",
      title: "  Bundle our courses  ",
      description: "Two courses, one price",
      duration: "3 months",
      skills: "copywriting, ads , , email",
      budget: "$500",
    });
    expect(created.status).toBe(201);
    expect(created.body.request).toMatchObject({
      type: "joint_venture",
      title: "Bundle our courses",
      requiredSkills: ["copywriting", "ads", "email"],
      budget: "$500",
      applications: 0,
      creator: { name: "Rita M.", avatar: "RM" },
      isOwn: true,
      received: [],
    });
    const id = created.body.request.id;
    expect((await creator.client.post("/api/partnerships/requests", { title: " " })).body.message).toBe(
      "Title is required",
    );
    const own = await creator.client.post(`/api/partnerships/apply/${id}`, { proposal: "me" });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe("You cannot apply to your own request.");

    const applicant = await proUser("Sam", "Tate");
    const applied = await applicant.client.post(`/api/partnerships/apply/${id}`, {
      proposal: "I'd love to work on Bundle our courses.",
    });
    expect(applied.status).toBe(201);
    expect(applied.body.request).toMatchObject({ applications: 1, hasApplied: true, isOwn: false });
    expect(applied.body.request.received).toBeUndefined();
    expect((await applicant.client.post(`/api/partnerships/apply/${id}`, { proposal: "again" })).status).toBe(409);
    expect((await applicant.client.post("/api/partnerships/apply/999999", { proposal: "x" })).status).toBe(404);

    const seen = (await creator.client.get("/api/partnerships/requests")).body.requests.find(
      (r: { id: number }) => r.id === id,
    );
    expect(seen.applications).toBe(1);
    expect(seen.received).toEqual([
      expect.objectContaining({
        applicant: { name: "Sam T.", avatar: "ST" },
        proposal: "I'd love to work on Bundle our courses.",
      }),
    ]);
    const third = await proUser();
    const list = (await third.client.get("/api/partnerships/requests")).body.requests.find(
      (r: { id: number }) => r.id === id,
    );
    expect(list).toMatchObject({ applications: 1, hasApplied: false });
    expect(list.received).toBeUndefined();
  });
});

describe("a partner downgraded from Pro", () => {
  const setPlan = async (userId: number, targetPlan: "free" | "pro") => {
    const admin = await signIn(app, await buildUser(app, { isAdmin: true }));
    expect((await admin.post("/api/admin/upgrade-user", { userId, targetPlan })).status).toBe(200);
  };
  const listed = async (client: HttpClient) =>
    ((await client.get("/api/partnerships/partners")).body.partners as { id: number }[]).map((p) => p.id);

  it("leaves the partner list until Pro again; a new request to them is refused with 409 'not available'", async () => {
    const partner = await withProfile("Nora", "Lapse");
    const viewer = await proUser("Vic", "Seer");
    expect(await listed(viewer.client)).toContain(partner.profileId);

    await setPlan(partner.user.id, "free");
    expect(await listed(viewer.client)).not.toContain(partner.profileId);
    const refused = await viewer.client.post(`/api/partnerships/connect/${partner.profileId}`, { message: "hi" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: PARTNER_NOT_AVAILABLE, code: "not_available" });
    expect((await viewer.client.get("/api/partnerships/connections")).body.outgoing).toEqual([]);

    // A Pro plan that ran out (no event at all) counts the same.
    await setPlan(partner.user.id, "pro");
    expect(await listed(viewer.client)).toContain(partner.profileId);
    await app.database.db
      .update(users)
      .set({ proSubscriptionEndDate: new Date(Date.now() - 60_000) })
      .where(eq(users.id, partner.user.id));
    expect(await listed(viewer.client)).not.toContain(partner.profileId);
    expect((await viewer.client.post(`/api/partnerships/connect/${partner.profileId}`, { message: "hi" })).status).toBe(
      409,
    );

    await setPlan(partner.user.id, "pro");
    expect(await listed(viewer.client)).toContain(partner.profileId);
    expect((await viewer.client.post(`/api/partnerships/connect/${partner.profileId}`, { message: "hi" })).status).toBe(
      201,
    );
  });

  it("shows the sender a pending request to them as 'unavailable' until they are Pro again and can answer it", async () => {
    const partner = await withProfile("Olga", "Lapse");
    const sender = await proUser("Sid", "Sender");
    expect((await sender.client.post(`/api/partnerships/connect/${partner.profileId}`, { message: "hi" })).status).toBe(
      201,
    );
    await setPlan(partner.user.id, "free");
    const outgoing = (await sender.client.get("/api/partnerships/connections")).body.outgoing;
    expect(outgoing).toEqual([
      expect.objectContaining({ status: "unavailable", person: { name: "Olga L.", avatar: "OL" } }),
    ]);
    // Asking again while it is unavailable gets the same answer, not "already pending".
    const again = await sender.client.post(`/api/partnerships/connect/${partner.profileId}`, { message: "hi?" });
    expect(again.body).toEqual({ message: PARTNER_NOT_AVAILABLE, code: "not_available" });

    await setPlan(partner.user.id, "pro");
    expect((await sender.client.get("/api/partnerships/connections")).body.outgoing[0].status).toBe("pending");
    const incoming = (await partner.client.get("/api/partnerships/connections")).body.incoming;
    expect(incoming).toEqual([
      expect.objectContaining({ status: "pending", person: { name: "Sid S.", avatar: "SS" } }),
    ]);
    expect((await partner.client.post(`/api/partnerships/connections/${incoming[0].id}/accept`)).status).toBe(200);
  });

  it("hides their partnership requests from others and refuses applications with 409 'not available'", async () => {
    const creator = await proUser("Pam", "Lapse");
    const id = (await creator.client.post("/api/partnerships/requests", { title: "Cross-promote our shops" })).body
      .request.id as number;
    const other = await proUser("Ola", "Applicant");
    const requestIds = async () =>
      ((await other.client.get("/api/partnerships/requests")).body.requests as { id: number }[]).map((r) => r.id);
    expect(await requestIds()).toContain(id);

    await setPlan(creator.user.id, "free");
    expect(await requestIds()).not.toContain(id);
    const refused = await other.client.post(`/api/partnerships/apply/${id}`, { proposal: "Let's do it" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: REQUEST_NOT_AVAILABLE, code: "not_available" });

    await setPlan(creator.user.id, "pro");
    expect(await requestIds()).toContain(id);
    expect((await other.client.post(`/api/partnerships/apply/${id}`, { proposal: "Let's do it" })).status).toBe(201);
  });
});

describe("sample profiles", () => {
  it("are absent from the tests' install, and once added (development) are labelled and cannot receive a request", async () => {
    const { client } = await proUser();
    const before = (await client.get("/api/partnerships/partners")).body.partners;
    expect(before.some((p: { isSample: boolean }) => p.isSample)).toBe(false);
    const { seedSampleProfiles } = await import("../../server/modules/partnerships/partnerships.samples");
    await seedSampleProfiles(app.database.db);
    await seedSampleProfiles(app.database.db); // idempotent
    const samples = (await client.get("/api/partnerships/partners")).body.partners.filter(
      (p: { isSample: boolean }) => p.isSample,
    );
    expect(samples).toHaveLength(4);
    expect(samples[0].badges).toContain("Sample profile");
    const res = await client.post(`/api/partnerships/connect/${samples[0].id}`, { message: "hi" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This is a sample profile; it cannot receive messages.");
  });
});
