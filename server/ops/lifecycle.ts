/**
 * Where this process is in its life (docs/decisions/1622-ready-is-not-alive.md): `starting` until it has warmed up
 * and its job queue runs, `ready` while it serves, `draining` from the shutdown signal on. `GET /api/ready` answers
 * 200 only when `ready` (and the database answers); `GET /api/health` answers 200 whatever the state, as long as the
 * process is alive.
 */
export type LifecycleState = "starting" | "ready" | "draining";

export type Lifecycle = {
  readonly state: LifecycleState;
  ready(): void;
  /** From now on the process is on its way out; it never becomes ready again. */
  drain(): void;
};

declare module "../context" {
  interface AppServices {
    /** Set by the server entry (it starts `starting`); an app built without one (tests, benches) is ready at once. */
    lifecycle?: Lifecycle;
  }
}

export function createLifecycle(initial: LifecycleState = "starting"): Lifecycle {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === "starting") state = "ready";
    },
    drain() {
      state = "draining";
    },
  };
}
