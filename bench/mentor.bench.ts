/**
 * Mentor bench: (1) time to the first streamed byte of a reply through the real HTTP app, session, quota
 * reservation, conversation and facts queries, with a fake engine that yields its first chunk at once (so
 * the figure is our own overhead), and the same through the OpenAI SDK against the fake OpenAI server;
 * (2) the offline mentor's time per answer (playbook pick + composing, and the whole stream with no pause).
 * Targets: first byte p99 < 15 ms of our own time; offline p50 < 20 ms.
 */
import { performance } from "node:perf_hooks";
import { createTestApp, type TestApp } from "../tests/support/test-app";
import { signedInUser } from "../tests/support/factories";
import { startFakeOpenAi } from "../tests/support/fake-openai";
import type { AiEngine } from "../server/ai/engine";
import { createOfflineEngine } from "../server/ai/offline-engine";
import { offlineMentorReply, type MentorFact } from "../server/ai/knowledge/mentor/offline-mentor";
import { sized } from "./support/quick";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(2)} ms`;

const CHUNKS = ["Start ", "with ", "ten ", "customers ", "you ", "can ", "reach ", "today."];
const fakeEngine: AiEngine = {
  name: "openai",
  model: "bench-fake",
  async generate() {
    throw new Error("not used");
  },
  async *streamText() {
    for (const c of CHUNKS) yield c;
  },
};

/** Request start → the first `event: delta` bytes, and the whole reply read to its end. */
async function firstByte(app: TestApp, cookie: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${app.baseUrl}/api/ai-mentor/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", cookie },
    body: JSON.stringify({ message: "How do I find my first customers?" }),
  });
  if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let first = 0;
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!first && text.includes("event: delta")) first = performance.now() - t;
  }
  if (!text.includes("event: done")) throw new Error(`stream did not finish: ${text}`);
  return first;
}

async function measure(label: string, app: TestApp) {
  const { client } = await signedInUser(app, { selectedPlan: "pro" });
  for (let i = 0; i < sized(20, 1); i++) await firstByte(app, client.cookieHeader); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < sized(200, 3); i++) samples.push(await firstByte(app, client.cookieHeader));
  console.log(
    `  ${label.padEnd(44)} p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (n=${samples.length})`,
  );
}

async function streaming() {
  const where = process.env.TEST_DATABASE_URL ? "PostgreSQL server (TEST_DATABASE_URL)" : "embedded PGlite";
  console.log(`Time to the first streamed byte of a mentor reply, ${where} (target p99 < 15 ms of our own time):`);
  const app = await createTestApp({ env: { FAIR_USE_DAILY_LIMIT: "100000" }, deps: { services: { ai: fakeEngine } } });
  try {
    await measure("our overhead (in-process engine, 1st chunk now)", app);
  } finally {
    await app.close();
  }
  const fake = await startFakeOpenAi();
  fake.setFallback({ type: "stream", chunks: CHUNKS });
  const sdkApp = await createTestApp({
    env: { FAIR_USE_DAILY_LIMIT: "100000", OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: fake.baseURL },
  });
  try {
    await measure("+ OpenAI SDK and loopback to the fake server", sdkApp);
  } finally {
    await sdkApp.close();
    await fake.close();
  }
}

const QUESTIONS = [
  "How do I validate my business idea?",
  "How much should I charge for my candles?",
  "How do I get my first customers?",
  "Should I use TikTok or Instagram?",
  "How do I find a reliable supplier on Alibaba?",
  "I have school and a job, how do I find time?",
  "I want to give up, nothing is working",
  "Do I need to register an LLC and pay taxes?",
  "Hello there!",
];
const FACTS: MentorFact[] = [
  { kind: "validation", name: "Plant Care Kits", text: 'Quick validation of "Plant Care Kits": 74/100 (good)' },
  { kind: "product-idea", name: "Desk Plants Box", text: 'Product idea "Desk Plants Box" (Home, for office workers)' },
];

async function offline() {
  console.log("Offline mentor time per answer (target p50 < 20 ms):");
  const compose: number[] = [];
  for (let r = 0; r < sized(300, 1); r++)
    for (const q of QUESTIONS) {
      const t = performance.now();
      offlineMentorReply(q, FACTS);
      compose.push(performance.now() - t);
    }
  console.log(
    `  ${"pick playbook + compose".padEnd(44)} p50 ${fmt(pct(compose, 50))}   p99 ${fmt(pct(compose, 99))}   (n=${compose.length})`,
  );
  const engine = createOfflineEngine({ streamDelayMs: 0 });
  const whole: number[] = [];
  for (let r = 0; r < sized(100, 1); r++)
    for (const q of QUESTIONS) {
      const t = performance.now();
      let text = "";
      for await (const w of engine.streamText({
        system: "",
        messages: [],
        offlineReply: () => offlineMentorReply(q, FACTS),
      }))
        text += w;
      if (!text) throw new Error("empty answer");
      whole.push(performance.now() - t);
    }
  console.log(
    `  ${"whole stream, no pause between words".padEnd(44)} p50 ${fmt(pct(whole, 50))}   p99 ${fmt(pct(whole, 99))}   (n=${whole.length})`,
  );
}

await offline();
await streaming();
