/**
 * The offline mentor's curated playbooks, one per topic. Advice for a solo founder starting small with little
 * money; legal and tax answers stay general and send people to a professional for their own case.
 */
import type { MentorPlaybook } from "./playbook.schema";

export const MENTOR_PLAYBOOKS: readonly MentorPlaybook[] = [
  {
    topic: "validation",
    title: "Validating an idea",
    concepts: ["validating"],
    opening: "Before you spend money on {focus}, prove that people want it badly enough to pay.",
    steps: [
      "Write down who has the problem and how they solve it today; if you cannot name five real people, narrow the audience.",
      "Talk to 10 of them this week: ask about the last time they had the problem, not whether they like your idea.",
      "Put up a one-page offer with a price and a **Pre-order** or **Join the waitlist** button, and count who clicks.",
      "Aim for a clear signal: 5 pre-orders or 20 sign-ups from 100 visitors before you build anything big.",
    ],
    nextStep: "This week, book five 15-minute conversations with people who have the problem.",
  },
  {
    topic: "pricing",
    title: "Setting your price",
    concepts: ["pricingQuestion"],
    opening: "Price {focus} from the value to the customer and your costs, not from the cheapest competitor.",
    steps: [
      "Add up your cost per sale: product or time, packaging, shipping, payment fees (about 3%) and ads.",
      "Aim for a gross margin of at least **50%** on physical products and **70%** on digital products or services.",
      "Look at three competitors and place yourself on purpose: cheaper and simpler, or dearer and better.",
      "Test two prices with real buyers; a price nobody questions is usually too low.",
      "Offer a bundle or a premium option so customers can choose to spend more.",
    ],
    nextStep: "Work out your cost per sale today and check that your price leaves at least half of it as margin.",
  },
  {
    topic: "first-customers",
    title: "Finding your first customers",
    concepts: ["customersQuestion", "selling"],
    opening: "Your first 10 customers for {focus} will come from people you can reach directly, not from ads.",
    steps: [
      "List 30 people or places where your audience already gathers: friends, classmates, local groups, forums, Discord servers.",
      "Send personal messages, not a broadcast: say what you made, who it is for, and ask for honest feedback.",
      "Offer a founding-customer deal (a small discount or a bonus) in return for a review.",
      "Deliver more than promised, then ask each happy customer for one referral.",
    ],
    nextStep: "Write your list of 30 people and send the first five messages today.",
  },
  {
    topic: "marketing-channels",
    title: "Choosing marketing channels",
    concepts: ["promoting", "marketing", "instagram", "tiktok"],
    opening:
      "Pick one channel where the people who would buy {focus} already spend time, and master it before adding a second.",
    steps: [
      "Short video (TikTok, Reels, Shorts) for visual and impulse products; search (SEO, YouTube) for problems people look up.",
      "Post on a fixed schedule, for example **3 times a week for 6 weeks**, before judging the channel.",
      "Measure one number per channel: clicks to your page or sales, not likes.",
      "Spend on ads only after organic posts show which message works; start at $5-10 a day.",
    ],
    nextStep: "Choose your one channel and plan your first six posts around your customers' questions.",
  },
  {
    topic: "suppliers",
    title: "Working with suppliers",
    concepts: ["supplying"],
    opening: "A reliable supplier matters more than the cheapest one for {focus}.",
    steps: [
      "Shortlist three suppliers and order samples from each before you sell anything.",
      "Compare the full landed cost: unit price, shipping, duties and the minimum order quantity (MOQ).",
      "Check delivery times and how they handle defects; ask for this in writing.",
      "Start with a small order, and keep a second supplier ready in case the first one fails.",
    ],
    nextStep: "Request samples from three suppliers this week and write down each one's landed cost.",
  },
  {
    topic: "time-management",
    title: "Managing your time",
    concepts: ["timeQuestion"],
    opening: "You can build {focus} in limited hours if every hour goes to what moves it forward.",
    steps: [
      "Block fixed slots in your week, for example **two evenings and one weekend morning**, and treat them like appointments.",
      "Start each session with the one task that brings you closer to a sale; leave logos and tools for later.",
      "Batch small jobs (messages, posting, orders) into one short slot a day.",
      "Review on Sunday: what moved you forward, what to drop next week.",
    ],
    nextStep: "Put three business slots in your calendar for this week and name the task of the first one.",
  },
  {
    topic: "motivation",
    title: "Staying motivated",
    concepts: ["motivationQuestion"],
    opening:
      "Feeling stuck is normal when building {focus}; momentum comes from small wins, not from waiting to feel ready.",
    steps: [
      "Shrink the next step until it takes 20 minutes, and do it today.",
      "Track progress you control (messages sent, posts made) rather than results you do not control yet.",
      "Find one person on the same path and check in with each other every week.",
      "Treat each 'no' as data: write down what you learned and change one thing.",
    ],
    nextStep: "Pick one 20-minute task and finish it before the end of the day.",
  },
  {
    topic: "legal-tax",
    title: "Legal and tax basics",
    concepts: ["legalQuestion"],
    opening: "A few basics keep {focus} safe from the start.",
    steps: [
      "Find out whether your country or state requires you to register a business once you earn money, and which simple structure (sole trader or similar) fits a small start.",
      "Keep business money separate: a separate account and a record of every sale and expense.",
      "Set aside part of each sale, for example **20-30%**, for income tax, and check whether sales tax or VAT applies to you.",
      "Use written terms for customers and suppliers, and do not use other brands' names or images.",
      "If you are under 18, you may need a parent or guardian to sign contracts or open accounts.",
    ],
    nextStep: "Start a simple spreadsheet of every sale and expense today.",
    checkWithProfessional:
      "Rules differ by country and situation, so please check your own case with a qualified accountant or lawyer before you rely on this.",
  },
];
