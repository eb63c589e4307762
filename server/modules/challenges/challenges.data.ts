/**
 * The three built-in hustle challenges (docs/spec-notes.md#constants-and-option-lists: difficulty, timeframe, XP,
 * reward; no participant figure: participants are counted) with the steps we wrote for each (the specification names none). Seeded at start; editing
 * a row here updates it on the next start, keyed by slug and step position.
 */
export type ChallengeSeed = {
  slug: string;
  title: string;
  description: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  timeframeDays: number;
  reward: string;
  xp: number;
  steps: { title: string; description: string }[];
};

export const CHALLENGE_SEEDS: readonly ChallengeSeed[] = [
  {
    slug: "niche-discovery-sprint",
    title: "30-Day Niche Discovery Sprint",
    description:
      "Go from a blank page to one validated niche in 30 days: list ideas, check real demand, talk to customers and get your first sign-ups.",
    difficulty: "beginner",
    timeframeDays: 30,
    reward: "$100 credit",
    xp: 500,
    steps: [
      {
        title: "List 20 niche ideas",
        description:
          "Write 20 ideas from your skills, hobbies and problems you or your friends have. Stuck? Run AI Niche Discovery for a start.",
      },
      {
        title: "Shortlist your top 3",
        description:
          "Score each idea 1-5 on demand, competition and how much you would enjoy working on it. Keep the three best.",
      },
      {
        title: "Check demand with real data",
        description:
          "Look each of the three up on Google Trends, TikTok search and the Etsy or Amazon best-seller lists. Note what people already buy.",
      },
      {
        title: "Talk to 10 potential customers",
        description:
          "Ask ten people in your shortlisted niches what they struggle with and what they pay for today. Write down their exact words.",
      },
      {
        title: "Pick one niche and validate it",
        description:
          "Run your favourite through Quick Validation, then write one sentence: who it is for, what problem it solves, how it earns.",
      },
      {
        title: "Build a one-page offer",
        description:
          "Make a free landing page, Linktree or Instagram post that describes the offer, its price and a sign-up or pre-order link.",
      },
      {
        title: "Get 10 sign-ups or 1 pre-sale",
        description:
          "Share the offer in three places your customers already gather. Ten sign-ups or one paid pre-order means the niche is worth building.",
      },
    ],
  },
  {
    slug: "first-1k-revenue",
    title: "First $1K Revenue",
    description:
      "Turn a validated idea into your first $1,000 in sales within 90 days, with a price, a way to get paid and a daily habit of reaching buyers.",
    difficulty: "intermediate",
    timeframeDays: 90,
    reward: "A free year of Pro",
    xp: 2000,
    steps: [
      {
        title: "Set your offer and price",
        description:
          "Write down exactly what you sell, to whom and at what price, then how many sales make $1,000. For products, check the margin with the Profit Calculator.",
      },
      {
        title: "Set up a way to get paid",
        description:
          "Open a Stripe, PayPal, Etsy or Gumroad account (with a parent or guardian if you are under 18) and test it with a small payment.",
      },
      {
        title: "Publish your shop or offer page",
        description: "Put the offer online with real photos, the price, delivery times and how to contact you.",
      },
      {
        title: "Make your first sale",
        description:
          "Tell 20 people you know personally about the offer and ask for honest feedback. Your first customer is often a friend of a friend.",
      },
      {
        title: "Post where your buyers are for 14 days",
        description:
          "Post or reach out every day for two weeks on the one channel your buyers use most. Track which posts bring visits and sales.",
      },
      {
        title: "Reach $250 in sales",
        description:
          "Keep a simple sales log. Tick this when your total passes $250, and write down where those customers came from.",
      },
      {
        title: "Ask every customer for a review or referral",
        description:
          "Send each customer a thank-you note asking for a review, a photo or the name of one friend who might want it too.",
      },
      {
        title: "Reach $1,000 in total revenue",
        description: "Double down on the channel that worked. Tick this when your sales log passes $1,000 in total.",
      },
    ],
  },
  {
    slug: "ai-content-empire",
    title: "AI Content Empire",
    description:
      "Use AI to plan, create and publish two weeks of daily content on one platform, then keep what grows your audience.",
    difficulty: "advanced",
    timeframeDays: 14,
    reward: "Featured success story",
    xp: 1000,
    steps: [
      {
        title: "Choose one platform and one topic",
        description:
          "Pick the platform your audience uses most (TikTok, Instagram, YouTube Shorts or LinkedIn) and one topic you can post about daily.",
      },
      {
        title: "Write a 14-day content plan with AI",
        description:
          "Ask an AI assistant for 14 post ideas on your topic, then rewrite each hook in your own words and add one personal story.",
      },
      {
        title: "Batch-create your first 7 posts",
        description:
          "Script, film or design seven posts in one or two sessions. Use AI for drafts and captions; check every fact yourself.",
      },
      {
        title: "Publish daily for 7 days",
        description: "Post at the same time each day and reply to every comment within a few hours.",
      },
      {
        title: "Review your numbers and double down",
        description:
          "Compare views, saves and follows of the first seven posts. Make the next seven in the format that did best.",
      },
      {
        title: "Publish days 8-14 with a call to action",
        description:
          "Finish the two weeks, and end posts with one clear next step: follow, join your list or check your offer.",
      },
    ],
  },
];
