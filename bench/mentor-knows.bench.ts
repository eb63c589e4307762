/**
 * The mentor that knows the person (docs/guide/ai-mentor.md): (1) gathering the facts of a person with data in every
 * tool (nine sources in parallel, target p50 < 10 ms); (2) searching 10,000 past messages of one person (among
 * another person's messages too) with full-text search (target p50 < 20 ms). Run it on both databases:
 * `npm run bench -- mentor-knows` and again with TEST_DATABASE_URL set.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createTestApp } from "../tests/support/test-app";
import { signedInUser } from "../tests/support/factories";
import { fillEveryTool } from "../tests/support/mentor-data";
import type { AppContext } from "../server/context";
import { mentorFacts } from "../server/modules/ai-mentor/mentor-facts";
import { createMentorService } from "../server/modules/ai-mentor/ai-mentor.service";
import { mentorConversations, mentorMessages } from "../shared/schema";
import { sized } from "./support/quick";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(2)} ms`;

async function timed(n: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, n); i++) await run(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return `p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (n=${samples.length})`;
}

const WORDS =
  "price margin customers supplier bakery treats market stall weekend instagram tiktok packaging shipping wholesale invoice budget launch pitch sample batch label recipe flour subscription newsletter refund discount bundle".split(
    " ",
  );
const RARE = ["zorblax", "quinoa", "kombucha", "terrarium", "macrame"];

/** A message of 12-30 words, with a rare word in one message of 50. */
function message(i: number): string {
  const words: string[] = [];
  const n = 12 + (i % 19);
  for (let w = 0; w < n; w++) words.push(WORDS[(i * 7 + w * 13) % WORDS.length]);
  if (i % 50 === 0) words.splice(3, 0, RARE[(i / 50) % RARE.length]);
  return `${words.join(" ")}.`;
}

async function seedMessages(ctx: AppContext, userId: number, total: number) {
  const perConversation = 20;
  for (let c = 0; c * perConversation < total; c++) {
    const at = new Date(Date.now() - (total - c) * 60_000);
    const [conversation] = await ctx.db
      .insert(mentorConversations)
      .values({ userId, title: `Conversation ${c} about ${WORDS[c % WORDS.length]}`, createdAt: at, updatedAt: at })
      .returning();
    await ctx.db.insert(mentorMessages).values(
      Array.from({ length: perConversation }, (_, k) => ({
        conversationId: conversation.id,
        userId,
        role: k % 2 ? "assistant" : "user",
        content: message(c * perConversation + k),
      })),
    );
  }
}

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL server (TEST_DATABASE_URL)" : "embedded PGlite";
console.log(`load average ${os.loadavg()[0].toFixed(1)} (a busy machine reads high)`);
const app = await createTestApp();
try {
  const ctx = app.ctx as AppContext;
  const { user } = await signedInUser(app);
  await fillEveryTool(app.database.db, user.id);
  console.log(`Mentor facts of a person with data in every tool, ${where} (target p50 < 10 ms):`);
  const facts = await mentorFacts(ctx, user.id);
  console.log(
    `  ${facts.length} facts from 9 sources`.padEnd(46),
    await timed(sized(300, 3), () => mentorFacts(ctx, user.id)),
  );

  const total = sized(10_000, 200);
  const other = await signedInUser(app);
  await seedMessages(ctx, user.id, total);
  await seedMessages(ctx, other.user.id, total / 2);
  await app.database.db.execute("analyze mentor_messages");
  await app.database.db.execute("analyze mentor_conversations");
  const mentor = createMentorService(ctx);
  console.log(
    `Conversation search over ${total.toLocaleString("en-US")} messages of one person, ${where} (target p50 < 20 ms):`,
  );
  const found = await mentor.searchConversations(user.id, "zorblax");
  console.log(
    `  a rare word ("zorblax", ${found.length} conversations)`.padEnd(46),
    await timed(sized(200, 3), () => mentor.searchConversations(user.id, "zorblax")),
  );
  const common = await mentor.searchConversations(user.id, "packaging");
  console.log(
    `  a common word ("packaging", ${common.length} shown)`.padEnd(46),
    await timed(sized(200, 3), () => mentor.searchConversations(user.id, "packaging")),
  );
  console.log(
    `  two words by prefix ("wholes batch")`.padEnd(46),
    await timed(sized(200, 3), () => mentor.searchConversations(user.id, "wholes batch")),
  );
} finally {
  await app.close();
}
