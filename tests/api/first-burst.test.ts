/**
 * The first burst after a start: a freshly started production server answers 20 concurrent AI
 * generations and 20 concurrent signed-in reads without a 5xx. The embedded database has one pooled connection, so
 * every request of the burst queues for it; in a cold process (the first statements, the first run of each tool)
 * that queue outlasted the pool's 3 s wait and the requests at its end answered 503
 * (docs/decisions/1620-first-burst-after-a-start.md). Runs on the embedded database and on a server
 * (TEST_DATABASE_URL).
 */
import { afterAll, expect, it } from "vitest";
import { signedInUser } from "../support/factories";
import { useTestApp } from "../support/test-app";
import { users } from "../../shared/schema";
import { HttpClient } from "../support/http-client";
import { DEFAULT_PASSWORD } from "../support/factories";
import { hashPassword } from "../../server/modules/auth/password";
import {
  createServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from "../support/server-process";
import { toolRegistry } from "../../server/modules";

const app = useTestApp();
let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  await database?.close();
});

/** The free tools that take their input as it is (no stored row to point at): one generation each, in turn. */
const FREE_TOOLS = [
  "niche-discovery",
  "quick-validation",
  "side-hustle-generator",
  "business-ideas",
  "market-analysis",
  "launch-roadmap",
  "logo-maker",
];
const READS = ["/api/auth/user", "/api/usage", "/api/generations?tool=niche-discovery", "/api/ai-mentor/conversations"];
const PEOPLE = 20;

it("answers 20 concurrent generations and 20 concurrent signed-in reads right after a start without a 5xx", async () => {
  const tools = FREE_TOOLS.map((id) => {
    const registration = toolRegistry.list.find((r) => r.tool.id === id);
    if (!registration) throw new Error(`no tool ${id}`);
    return { path: `/api${registration.path}`, example: (registration.tool as { example: unknown }).example };
  });
  database = await createServerDatabase();
  const password = await hashPassword(DEFAULT_PASSWORD);
  const emails = Array.from({ length: PEOPLE }, (_, i) => `burst-${i}@example.test`);
  await database.use((db) =>
    db.insert(users).values(
      emails.map((email, i) => ({
        email,
        username: `burst_${i}`,
        firstName: "B",
        lastName: "U",
        password,
        hasCompletedOnboarding: true,
      })),
    ),
  );
  server = await startServerProcess(database.env);
  const origin = { origin: server.baseUrl };
  const clients = await Promise.all(
    emails.map(async (email) => {
      const client = new HttpClient(server!.baseUrl, origin);
      const res = await client.post("/api/auth/login", { emailOrUsername: email, password: DEFAULT_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      return client;
    }),
  );

  const generations = clients.map((client, i) =>
    client.post(tools[i % tools.length].path, tools[i % tools.length].example),
  );
  const reads = clients.map((client, i) => client.get(READS[i % READS.length]));
  const answers = await Promise.all([...generations, ...reads]);

  const failed = answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.text.slice(0, 120)}`);
  expect(failed).toEqual([]);
  expect(
    answers
      .slice(0, PEOPLE)
      .map((a) => a.status)
      .filter((s) => s !== 200 && s !== 201),
  ).toEqual([]);
  expect(
    answers
      .slice(PEOPLE)
      .map((a) => a.status)
      .filter((s) => s !== 200),
  ).toEqual([]);
}, 180_000);

it("serves a request queued behind 4 s of other requests' statements instead of refusing it at 3 s", async () => {
  const { client } = await signedInUser(app);
  // A burst distilled: every connection of the pool has 4 s of 100 ms statements queued for it, none near the
  // statement timeout. The request queued after them waits its turn.
  const max = app.ctx.pool.options.max;
  const started = Date.now();
  const busy = Array.from({ length: max * 40 }, () => app.ctx.pool.query("select pg_sleep(0.1)"));
  const queued = await client.get("/api/usage");
  const waited = Date.now() - started;
  await Promise.all(busy);
  expect(waited).toBeGreaterThan(3_000);
  expect(queued.status).toBe(200);
}, 60_000);
