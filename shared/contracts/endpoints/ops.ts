/**
 * Operations endpoints, answered without a session: liveness, the public configuration and readiness
 * (docs/operations.md#health-and-readiness), and the Prometheus metrics, outside /api as scrapers expect them.
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { okResponseSchema } from "../common";
import { publicConfigSchema } from "../auth";
import { readyResponseSchema } from "../ops";

export const opsEndpoints = {
  health: endpoint({ method: "GET", path: "/api/health", access: "public", response: okResponseSchema }),
  /** Providers, payments and the AI engine, as the client needs them before sign-in. */
  config: endpoint({ method: "GET", path: "/api/config", access: "public", response: publicConfigSchema }),
  /** 200 when this process can take traffic, 503 `not_ready` otherwise (docs/decisions/1622-ready-is-not-alive.md). */
  ready: endpoint({ method: "GET", path: "/api/ready", access: "public", response: readyResponseSchema }),
  /** The Prometheus text format for a scraper with the bearer token (docs/decisions/1623-metrics.md). */
  metrics: endpoint({ method: "GET", path: "/metrics", access: "public", response: answers.file }),
};
