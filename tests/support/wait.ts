/** Polling for what happens after a response: a job, a stream the server still writes, a row a request leaves. */

/**
 * Reads `read()` until `done` holds or `ms` have passed, pausing `everyMs` between reads; answers the last value
 * read, so the test asserts on it and a timeout fails there with what was seen.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { ms = 5_000, everyMs = 50 }: { ms?: number; everyMs?: number } = {},
): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, everyMs));
    value = await read();
  }
  return value;
}
