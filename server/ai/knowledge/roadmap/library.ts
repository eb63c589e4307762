/**
 * The curated step library of the offline launch roadmap: what a first-time founder does, by industry, budget
 * and experience, from idea to the first $1K in revenue. Texts use {name}, {idea} and {market}; the composer
 * fills them. Checked with Zod when the module loads, so a broken entry fails at start, not in a person's roadmap.
 */
import { z } from "zod";
import { STEP_CATEGORIES, STEP_DIFFICULTIES } from "../../../../shared/contracts/roadmap";

const templateSchema = z.object({
  title: z.string().min(3).max(100),
  description: z.string().min(20).max(420),
  category: z.enum(STEP_CATEGORIES),
  difficulty: z.enum(STEP_DIFFICULTIES),
  /** Focused hours of work; the time commitment turns them into days or weeks. */
  hours: z.number().positive().max(80),
});
export type StepTemplate = z.infer<typeof templateSchema>;

type Industry =
  | "ecommerce"
  | "saas"
  | "content"
  | "consulting"
  | "health"
  | "education"
  | "finance"
  | "food"
  | "fashion"
  | "tech"
  | "other";

const industrySchema = z.object({
  /** Where its first customers are found. */
  channels: z.string().min(5),
  /** How it makes the first $1K. */
  firstThousand: z.string().min(10),
  build: templateSchema,
  launch: templateSchema,
  /** Extra care this industry needs (rules, safety, hygiene), when any. */
  compliance: templateSchema.optional(),
});

const step = (
  title: string,
  description: string,
  category: StepTemplate["category"],
  difficulty: StepTemplate["difficulty"],
  hours: number,
): StepTemplate => ({ title, description, category, difficulty, hours });

const RAW_INDUSTRIES: Record<Industry, z.input<typeof industrySchema>> = {
  ecommerce: {
    channels: "TikTok, Instagram and niche Facebook groups",
    firstThousand: "about 40 orders at a $25 average basket",
    build: step(
      "Set up the {name} store with your first 5 products",
      "Open a Shopify or Etsy store for {name}, list 5 products with real photos, clear prices and shipping times, and place a test order yourself.",
      "building",
      "medium",
      12,
    ),
    launch: step(
      "Run a launch week for {name}",
      "Announce {name} to everyone you know, post daily for 7 days on {channels} and offer a launch discount code to the first 20 buyers.",
      "launch",
      "medium",
      10,
    ),
  },
  saas: {
    channels: "Reddit, Indie Hackers, LinkedIn and cold email",
    firstThousand: "about 50 customers on a $20 monthly plan",
    build: step(
      "Build the smallest version of {name} that solves one problem",
      "Pick the one job {idea} must do and build only that: a no-code or simple coded MVP with a sign-up, the core feature and a payment link.",
      "building",
      "hard",
      40,
    ),
    launch: step(
      "Open {name} to a waitlist and your first 10 paying users",
      "Invite your interview contacts first, onboard each one personally and ask for payment from day one, even at a founder's discount.",
      "launch",
      "hard",
      12,
    ),
  },
  content: {
    channels: "YouTube, TikTok, Instagram and newsletters",
    firstThousand: "a first sponsorship or a $15 digital product sold about 70 times",
    build: step(
      "Publish the first 10 pieces of {name}",
      "Batch-create 10 posts or videos around {idea}, publish on a fixed schedule and note which topics get saves and comments.",
      "building",
      "medium",
      16,
    ),
    launch: step(
      "Launch your first paid offer from {name}",
      "Turn your best-performing topic into a paid product (guide, template or workshop) and sell it to your audience with a 5-day countdown.",
      "launch",
      "medium",
      10,
    ),
  },
  consulting: {
    channels: "LinkedIn, local business groups and referrals",
    firstThousand: "two or three clients on a starter package",
    build: step(
      "Package {name} into one clear offer",
      "Write a one-page offer: who {name} helps, the result, what is included, the timeline and a fixed price. Add two or three short case examples.",
      "building",
      "easy",
      6,
    ),
    launch: step(
      "Book 10 discovery calls for {name}",
      "Message 30 people from your network who fit the offer, book calls, and close at least two paying clients.",
      "launch",
      "medium",
      10,
    ),
  },
  health: {
    channels: "Instagram, local gyms, community centres and WhatsApp groups",
    firstThousand: "about 10 clients on a $100 monthly programme",
    build: step(
      "Design the first {name} programme",
      "Create a 4-week programme around {idea} with clear sessions, progress check-ins and a simple way for clients to book and pay.",
      "building",
      "medium",
      14,
    ),
    launch: step(
      "Run a free taster session for {name}",
      "Host a free online or local taster for 10-20 people and offer the full programme at a launch price at the end.",
      "launch",
      "medium",
      8,
    ),
    compliance: step(
      "Check the health rules that apply to {name}",
      "Read what you may and may not claim about health results, and whether your activity needs a certificate or insurance. Ask a professional if unsure.",
      "planning",
      "medium",
      4,
    ),
  },
  education: {
    channels: "school and parent groups, Instagram and tutoring marketplaces",
    firstThousand: "about 40 lessons at $25 or a course sold 20 times at $50",
    build: step(
      "Create the first lesson pack for {name}",
      "Build a first lesson or mini-course around {idea}: outcomes, 3-5 sessions, exercises and a way to check progress.",
      "building",
      "medium",
      16,
    ),
    launch: step(
      "Teach your first cohort of {name}",
      "Fill a first group of 5-10 learners at a pilot price, teach it live and collect testimonials at the end.",
      "launch",
      "medium",
      12,
    ),
  },
  finance: {
    channels: "LinkedIn, personal-finance communities and newsletters",
    firstThousand: "about 20 clients on a $50 service or a $49 toolkit",
    build: step(
      "Build the first {name} tool or service",
      "Make a spreadsheet, template or service around {idea} that saves people time or money, and test it with 3 people.",
      "building",
      "medium",
      14,
    ),
    launch: step(
      "Launch {name} with a free money check",
      "Offer a free 15-minute check or calculator that leads to the paid version, and share it in communities you already belong to.",
      "launch",
      "medium",
      10,
    ),
    compliance: step(
      "Check the financial-advice rules for {name}",
      "Find out where general education ends and regulated advice begins where you live, and word {name} to stay on the right side. Ask a professional if unsure.",
      "planning",
      "medium",
      4,
    ),
  },
  food: {
    channels: "local markets, Instagram, food delivery apps and neighbourhood groups",
    firstThousand: "about 120 sales at a $9 average order",
    build: step(
      "Perfect and cost your first 3 {name} products",
      "Cook test batches of 3 products, cost every ingredient and the packaging, and get honest feedback from 15 tasters.",
      "building",
      "medium",
      14,
    ),
    launch: step(
      "Sell {name} at a first market or pop-up",
      "Book a stall or pop-up, bring a tested batch, take card payments and collect contacts for repeat orders.",
      "launch",
      "hard",
      12,
    ),
    compliance: step(
      "Register {name} for food safety",
      "Check the food-hygiene registration and labelling rules for selling food from home or a kitchen where you live, and register before the first sale.",
      "planning",
      "medium",
      6,
    ),
  },
  fashion: {
    channels: "Instagram, TikTok, Depop and local pop-ups",
    firstThousand: "about 30 pieces at a $35 average price",
    build: step(
      "Make the first {name} collection sample",
      "Design 3-5 pieces, order samples or a small run from a supplier or print-on-demand service, and photograph them on real people.",
      "building",
      "medium",
      16,
    ),
    launch: step(
      "Drop the first {name} collection",
      "Tease the drop for a week, open pre-orders for a limited quantity and share behind-the-scenes content while it sells.",
      "launch",
      "medium",
      10,
    ),
  },
  tech: {
    channels: "Product Hunt, Reddit, Discord communities and X",
    firstThousand: "about 30 customers on a $35 licence or plan",
    build: step(
      "Build a working prototype of {name}",
      "Build the core of {idea} that a user can try in under 5 minutes, and test it with 5 people while watching them use it.",
      "building",
      "hard",
      36,
    ),
    launch: step(
      "Launch {name} publicly",
      "Prepare a short demo video, post on Product Hunt and the communities you joined, and answer every comment on launch day.",
      "launch",
      "hard",
      12,
    ),
  },
  other: {
    channels: "the social networks and local groups your customers already use",
    firstThousand: "a handful of customers at a price that covers your costs",
    build: step(
      "Build the first version of {name}",
      "Make the smallest version of {idea} that someone would pay for, and test it with 3 people before spending more.",
      "building",
      "medium",
      16,
    ),
    launch: step(
      "Launch {name} to your first 10 customers",
      "Tell your network, post where your customers are and offer an early-customer price in exchange for feedback.",
      "launch",
      "medium",
      10,
    ),
  },
};

export const INDUSTRY_PLAYS = Object.fromEntries(
  Object.entries(RAW_INDUSTRIES).map(([k, v]) => [k, industrySchema.parse(v)]),
) as Record<Industry, z.infer<typeof industrySchema>>;

/** Steps every roadmap has, in order of the journey. */
export const CORE = {
  interviews: step(
    "Talk to 10 people who would buy {name}",
    "Find 10 people among {market} and ask how they get what {name} will offer ({idea}) today, what it costs them and what they wish existed. Write down their exact words.",
    "validation",
    "easy",
    6,
  ),
  competitors: step(
    "Study 5 competitors of {name}",
    "List 5 businesses already serving {market}: their prices, reviews and what customers complain about. Note the gap {name} will fill.",
    "validation",
    "easy",
    5,
  ),
  offer: step(
    "Set the price and first offer of {name}",
    "Choose one offer and a price that covers your costs with a margin of at least 50%, based on what people told you they pay today.",
    "planning",
    "medium",
    4,
  ),
  presence: step(
    "Create the {name} page and profiles",
    "Claim the {name} handle on {channels}, and make a one-page site or link page that says what you offer, for whom, and how to buy.",
    "building",
    "easy",
    5,
  ),
  firstThousand: step(
    "Reach your first $1K with {name}",
    "Follow up every customer, ask for reviews and referrals, and repeat what sold best: {firstThousand}.",
    "growth",
    "hard",
    20,
  ),
} satisfies Record<string, StepTemplate>;

/** Marketing by budget: the cheapest channel that works with the money there is. */
export const MARKETING_BY_BUDGET: Record<"organic" | "small" | "paid", StepTemplate> = {
  organic: step(
    "Post daily where {market} already is",
    "With little or no budget, grow by showing up: one useful post a day on {channels} and 10 genuine comments in communities for {market}.",
    "marketing",
    "medium",
    10,
  ),
  small: step(
    "Run a $50 test campaign for {name}",
    "Spend a small, capped budget on one channel ({channels}), with two versions of the message, and keep the one with the cheaper sign-up or sale.",
    "marketing",
    "medium",
    6,
  ),
  paid: step(
    "Test paid ads and creators for {name}",
    "Split a budget between two ad audiences and two or three micro-creators in {market}; track cost per sale and stop what does not pay back.",
    "marketing",
    "hard",
    10,
  ),
};

/** Extra steps by experience: beginners learn the basics first; experienced founders add a system to scale. */
export const BY_EXPERIENCE = {
  basics: step(
    "Set up the money basics of {name}",
    "Open a separate account or wallet for {name}, keep a simple income and costs sheet, and check which registration or tax rules apply to a small business where you live.",
    "planning",
    "easy",
    4,
  ),
  mentor: step(
    "Find a mentor or peer group",
    "Join a founder community or ask someone who has launched before to review your plan for {name} once a week.",
    "planning",
    "easy",
    3,
  ),
  systems: step(
    "Automate the repeat work of {name}",
    "Write down the steps you repeat for every customer, and automate or template them so you can serve twice as many in the same time.",
    "growth",
    "medium",
    8,
  ),
} satisfies Record<string, StepTemplate>;
