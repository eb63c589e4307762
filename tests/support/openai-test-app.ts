/** The real app with its OpenAI engine pointed at a fresh fake OpenAI server. */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "./fake-openai";
import { createTestApp, lateBound, type TestApp } from "./test-app";

export const FAKE_MODEL = "gpt-test-mini";

export async function createOpenAiTestApp(
  budgetMs = 1500,
): Promise<{ app: TestApp; fake: FakeOpenAi; close: () => Promise<void> }> {
  const fake = await startFakeOpenAi();
  const app = await createTestApp({
    env: {
      OPENAI_API_KEY: "sk-test-fake",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: FAKE_MODEL,
      AI_TIME_BUDGET_MS: String(budgetMs),
    },
  });
  return {
    app,
    fake,
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}

/**
 * The OpenAI test app for the tests of the file or describe block that calls this: started before them, closed
 * after them, and the fake's queued replies and recorded requests cleared before each test.
 */
export function useOpenAiTestApp(budgetMs?: number): { app: TestApp; fake: FakeOpenAi } {
  let started: Awaited<ReturnType<typeof createOpenAiTestApp>> | undefined;
  beforeAll(async () => {
    started = await createOpenAiTestApp(budgetMs);
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.fake.reset());
  const early = "The OpenAI test app starts in beforeAll: use it inside tests and hooks.";
  return { app: lateBound(() => started?.app, early), fake: lateBound(() => started?.fake, early) };
}
