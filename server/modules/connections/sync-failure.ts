/**
 * Why a connection or a sync failed, in words a person can act on, and whether trying again later can help
 * (docs/decisions/1072-sync-job-and-cursor.md). The platform's own message is never repeated: it may quote the key.
 */
export class SyncFailure extends Error {
  constructor(
    message: string,
    /** true: the key was refused, or lacks the access (trying again cannot help until the person acts). */
    readonly permanent: boolean,
    /** The form field a connect request should show it beside. */
    readonly field?: "apiKey" | "shopDomain" | "accessToken",
  ) {
    super(message);
  }
}

/** Waits `ms`, or less when the run is being stopped. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
