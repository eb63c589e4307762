/**
 * GET /metrics (docs/decisions/1623-metrics.md): the Prometheus text format for a scraper with the
 * metrics token (401 without or with another, 404 when none is configured), and series bounded whatever the
 * requests: 1,000 distinct ids in paths and query strings add no series. A production server process, on the
 * embedded database and on a server (TEST_DATABASE_URL).
 */
import { afterAll, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { HttpClient } from "../support/http-client";
import {
  createServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from "../support/server-process";
import { nicheRequest } from "../support/factories";

const app = useTestApp();
const TOKEN = "metrics-token-for-the-test-0123456789";
let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  await database?.close();
});

it("answers 404 when no metrics token is configured", async () => {
  const res = await app.client().get("/metrics", { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(404);
});

it("answers only the token's bearer, and 1,000 distinct ids make no new series", async () => {
  database = await createServerDatabase();
  await database.use(async () => undefined);
  server = await startServerProcess({ ...database.env, METRICS_TOKEN: TOKEN });
  const base = server.baseUrl;
  const scrape = (authorization?: string) =>
    fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
  expect((await scrape()).status).toBe(401);
  expect((await scrape("Bearer not-the-token-not-the-token")).status).toBe(401);
  expect((await scrape(TOKEN)).status).toBe(401);

  const client = new HttpClient(base, { origin: base });
  const signup = await client.post("/api/auth/signup", {
    email: "metrics@example.test",
    firstName: "M",
    lastName: "T",
    password: "metrics-pass-1",
    confirmPassword: "metrics-pass-1",
  });
  expect(signup.status).toBe(201);
  expect((await client.post("/api/generate-niches", nicheRequest)).status).toBe(200);

  // 1,000 ids no other answer holds, in route parameters, query strings, unknown API paths and pages.
  const ids = Array.from({ length: 1_000 }, (_, i) => String(7_300_000 + i * 7));
  const paths = ids.map(
    (id, i) =>
      [
        `/api/generations/${id}`,
        `/api/generations?tool=niche-discovery&limit=${id}`,
        `/api/no-such-area/${id}`,
        `/some-page/${id}?ref=${id}`,
      ][i % 4],
  );
  for (let i = 0; i < paths.length; i += 25)
    await Promise.all(paths.slice(i, i + 25).map((p) => (i % 50 ? client.get(p) : fetch(`${base}${p}`))));

  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const series = text.split("\n").filter((l) => l.startsWith("http_request_duration_seconds_count{"));
  console.log(`http_request_duration_seconds series after 1,000 ids: ${series.length}`);
  expect(series.length).toBeGreaterThan(3);
  expect(series.length).toBeLessThanOrEqual(25);
  // No id in any label (a sample's value, a CPU time or a byte count, may hold the same digits by chance).
  const labels = text.match(/\{[^}]*\}/g)?.join("\n") ?? "";
  expect(ids.filter((id) => labels.includes(id))).toEqual([]);
  expect(text).toContain('route="/api/generations/:id",status_class="4xx"');
  expect(text).toMatch(
    /hustleforge_ai_generations_total\{tool="niche-discovery",engine="offline",outcome="success"\} 1/,
  );
  expect(text).toMatch(/hustleforge_db_pool_wait_seconds_count [1-9]/);
  expect(text).toContain("# TYPE hustleforge_jobs gauge");
  expect(text).toContain("process_cpu_user_seconds_total");
  expect(text).toContain("nodejs_eventloop_lag_seconds");
}, 240_000);
