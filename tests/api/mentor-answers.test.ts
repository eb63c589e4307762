/**
 * The mentor answers from the person's own numbers (docs/guide/ai-mentor.md#questions-about-your-own-business,
 * docs/decisions/1306-mentor-answers-from-data.md): best product, last calendar month, this month, a named month,
 * profitable and where the money goes (the P&L), reorder (the one restock rule), no sales yet; careful legal answers
 * for a US/Ohio 16-17 profile and a GB profile; the business named from the profile, a person's text shown as text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { createOpenAiTestApp } from "../support/openai-test-app";
import { fillCandleSales } from "../support/mentor-data";
import { businessIdeas } from "../../shared/schema";

let app: TestApp;
let seller: Awaited<ReturnType<typeof signedInUser>>["client"];
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
  const signed = await signedInUser(app);
  seller = signed.client;
  await fillCandleSales(app.database.db, signed.user.id);
});
afterAll(() => app?.close());

type Client = typeof seller;
async function ask(client: Client, message: string): Promise<string> {
  const res = await client.post("/api/ai-mentor/chat", { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as string;
}

const MONTHS = "January February March April May June July August September October November December".split(" ");
const monthBack = (back: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const ym = d.toISOString().slice(0, 7);
  return { name: MONTHS[d.getUTCMonth()], year: d.getUTCFullYear(), from: `${ym}-01`, to: `${ym}-${last}` };
};

describe("answers from the P&L", () => {
  it("best product last month: by net profit and by units, from the P&L's product rows, with the source", async () => {
    const last = monthBack(1);
    const text = await ask(seller, "What's my best product last month?");
    expect(text).toContain(
      `Your best product in ${last.name} ${last.year} by net profit is **Lavender candle**: $45.00 net profit on $60.00 net sales (3 units sold).`,
    );
    expect(text).toContain("By units sold it is **Mini candle**: 10 units ($30.00 net profit).");
    expect(text).toContain(`_From your [Profit & Loss](/profit-and-loss), ${last.from} to ${last.to}, in USD._`);
  });

  it("'What's my best product?' is answered from the data, not 'no playbook'", async () => {
    const text = await ask(seller, "What's my best product?");
    expect(text).toMatch(/^Your best product in the last 30 days by net profit is \*\*Lavender candle\*\*/);
    expect(text).not.toContain("playbook");
  });

  it("last month is the last calendar month; this month is so far; a named month is that month", async () => {
    const last = monthBack(1);
    expect(await ask(seller, "How much did I make last month?")).toMatch(
      new RegExp(
        `^In ${last.name} ${last.year} you made \\*\\*\\$72\\.00\\*\\* net profit on \\$100\\.00 net sales \\(1 order, a 72\\.0% margin\\)\\.`,
      ),
    );
    const now = monthBack(0);
    expect(await ask(seller, "How much did I make this month?")).toMatch(
      new RegExp(
        `^In ${now.name} ${now.year} so far you made \\*\\*\\$15\\.00\\*\\* net profit on \\$20\\.00 net sales`,
      ),
    );
    const two = monthBack(2);
    expect(await ask(seller, `How much did I make in ${two.name}?`)).toMatch(
      new RegExp(`^In ${two.name} ${two.year} you made \\*\\*\\$30\\.00\\*\\* net profit on \\$50\\.00 net sales`),
    );
    expect(await ask(seller, `How much profit in ${two.name} ${two.year - 1}?`)).toMatch(/^You had no sales in/);
  });

  it("profitable and where the money goes: the P&L's totals", async () => {
    const last = monthBack(1);
    const text = await ask(seller, "Am I profitable last month?");
    expect(text).toContain(
      `Yes: in ${last.name} ${last.year} you made **$72.00** net profit on $100.00 net sales (a 72.0% margin).`,
    );
    const goes = await ask(seller, "Where does my money go last month?");
    expect(goes).toContain(
      "your money went to:\n- Product costs (what your products cost you): $25.00\n- Fees (payment and platform): $3.00",
    );
    expect(goes).toContain("What is left is **$72.00** net profit.");
  });

  it("what to reorder: the one restock rule, with the suggested quantity and lead time", async () => {
    const text = await ask(seller, "What should I reorder?");
    expect(text).toMatch(/^1 item to reorder, by the same rule as your reorder list/);
    expect(text).toContain("- **Lavender candle**: 2 left; lead time 7 days: order 4");
    expect(text).not.toContain("Mini candle");
  });

  it("with no sales yet it says so and points to the first sale", async () => {
    const { client } = await signedInUser(app);
    for (const q of ["What's my best product?", "How much did I make last month?", "Am I profitable?"])
      expect(await ask(client, q)).toMatch(/^You have no sales in HustleForge yet[\s\S]*\[Imports\]\(\/imports\)/);
  });
});

describe("careful legal, tax and age answers", () => {
  it("a US/Ohio 16-17 profile: the state's cottage food rules, the body to ask, under-18 rules, not legal advice", async () => {
    const { client } = await signedInUser(app);
    const saved = await client.put("/api/business-profile", {
      sells: "Dog treats",
      country: "US",
      region: "Ohio",
      ageBand: "16-17",
    });
    expect(saved.status).toBe(200);
    const text = await ask(client, "Do I need a food licence in Ohio?");
    expect(text).toMatch(/^Here is what usually applies in \*\*Ohio, United States\*\*/);
    expect(text).toContain("Ohio's department of health or agriculture (the cottage food program)");
    expect(text).toContain("**Under 18 (your profile says 16-17):**");
    expect(text).toContain("a parent or guardian");
    expect(text).toContain("not legal or tax advice");
    expect(text).toContain("check with your state's health or agriculture department");
  });

  it("a GB profile: VAT with HMRC; an age stated in the question; not legal advice", async () => {
    const { client } = await signedInUser(app);
    expect((await client.put("/api/business-profile", { country: "GB", ageBand: "18-24" })).status).toBe(200);
    const vat = await ask(client, "Do I need to register for VAT?");
    expect(vat).toMatch(/^Here is what usually applies in \*\*United Kingdom\*\*/);
    expect(vat).toContain("register with HMRC once your taxable turnover passes the VAT threshold");
    expect(vat).not.toContain("Under 18");
    expect(vat).toContain("check with HMRC (gov.uk)");
    const young = await ask(client, "Is it legal for me to sell at 15?");
    expect(young).toContain("**Under 18 (you said 15):**");
    expect(young).toContain("Payment accounts (Stripe, PayPal");
    expect(young).toContain("not legal or tax advice");
  });
});

describe("what it says it can answer, and whose name it shows", () => {
  it("a question it cannot answer lists what it can", async () => {
    const text = await ask(seller, "What about my packaging?");
    expect(text).toContain("Here is what I can answer for");
    expect(text).toContain("your best product, how much you made");
  });

  it("the business is named from the profile; a tracked idea's markup is shown as text", async () => {
    // Inserted directly: the form refuses a title that reads as code, but older rows and imports may hold one.
    const trackIdea = (userId: number) =>
      app.database.db.insert(businessIdeas).values({
        userId,
        title: "**<script>** my_shop",
        description: "Hand-poured soy candles",
        industry: "Home",
        status: "researching",
      });
    const { client, user } = await signedInUser(app);
    expect((await client.put("/api/business-profile", { sells: "Hand-poured candles" })).status).toBe(200);
    await trackIdea(user.id);
    const text = await ask(client, "How should I price my idea?");
    expect(text).toContain("**Hand-poured candles**");
    expect(text).not.toContain("**<script>**");
    const other = await signedInUser(app);
    await trackIdea(other.user.id);
    const named = await ask(other.client, "How should I price my idea?");
    expect(named).toContain("**\\*\\*<script>\\*\\* my\\_shop**");
  });

  it("with OpenAI: figures are written by the server, not the model; the prompt names the profile's business", async () => {
    const { app: openAiApp, fake, close } = await createOpenAiTestApp(15_000);
    try {
      const { user, client } = await signedInUser(openAiApp);
      await fillCandleSales(openAiApp.database.db, user.id);
      expect((await client.put("/api/business-profile", { sells: "Hand-poured candles" })).status).toBe(200);
      expect(await ask(client, "What should I reorder?")).toContain(
        "- **Lavender candle**: 2 left; lead time 7 days: order 4",
      );
      expect(fake.requests).toHaveLength(0);
      fake.script({ type: "content", content: "Price your candles from cost." });
      await ask(client, "How should I price my candles?");
      expect(fake.requests[0].body.messages[0].content).toContain("they sell Hand-poured candles");
    } finally {
      await close();
    }
  });
});
