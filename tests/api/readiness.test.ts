/**
 * Alive is not ready (docs/decisions/1622-ready-is-not-alive.md): `GET /api/health` answers 200 while the
 * process is alive; `GET /api/ready` answers 200 only when the process has started, its database answers, every
 * migration is applied and its job queue runs, and 503 `not_ready` while it starts or drains. Runs on the embedded
 * database and on a server (TEST_DATABASE_URL).
 */
import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { createLifecycle } from "../../server/ops/lifecycle";

const lifecycle = createLifecycle("starting");
const app = useTestApp({ deps: { services: { lifecycle } } });

it("is alive while starting but not ready, ready once started with its queue running, not ready while draining", async () => {
  const client = app.client();
  expect((await client.get("/api/health")).status).toBe(200);
  const starting = await client.get("/api/ready");
  expect(starting.status).toBe(503);
  expect(starting.body).toMatchObject({ code: "not_ready", details: { state: "starting" } });

  lifecycle.ready();
  // The queue is not running yet (a test app starts it on the first job sent).
  const noQueue = await client.get("/api/ready");
  expect(noQueue.status).toBe(503);
  expect(noQueue.body.details).toEqual({
    state: "ready",
    checks: { database: true, migrations: true, jobs: false },
  });

  await app.ctx.jobs.start();
  const ready = await client.get("/api/ready");
  expect(ready.status).toBe(200);
  expect(ready.body).toEqual({ ready: true, state: "ready", checks: { database: true, migrations: true, jobs: true } });

  lifecycle.drain();
  const draining = await client.get("/api/ready");
  expect(draining.status).toBe(503);
  expect(draining.body.details.state).toBe("draining");
  expect((await client.get("/api/health")).status).toBe(200);
});

it("is not ready on a database whose migrations are behind this version", async () => {
  const { createTestApp } = await import("../support/test-app");
  const behind = await createTestApp();
  try {
    await behind.ctx.jobs.start();
    await behind.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await behind.client().get("/api/ready");
    expect(res.status).toBe(503);
    expect(res.body.details.checks).toEqual({ database: true, migrations: false, jobs: true });
  } finally {
    await behind.close();
  }
});
