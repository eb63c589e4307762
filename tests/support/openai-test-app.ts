/** The real app with its OpenAI engine pointed at a fresh fake OpenAI server. */
import { startFakeOpenAi, type FakeOpenAi } from "./fake-openai";
import { createTestApp, type TestApp } from "./test-app";

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
