/**
 * The Creative Suite's curated voices: per tone, how a piece opens, moves between points and closes. `{topic}`
 * and `{audience}` are filled in by compose.ts. Plain text only (no Markdown, no HTML).
 */
import type { ContentTone } from "../../../../shared/contracts/creator-suite";

export type Voice = {
  hooks: readonly string[];
  bridges: readonly string[];
  closers: readonly string[];
  signOff: string;
};

export const VOICES: Record<ContentTone, Voice> = {
  casual: {
    hooks: [
      "Real talk: {topic} is easier than it looks, and {audience} can start this week.",
      "Okay, let's chat about {topic}, because nobody explains it simply for {audience}.",
      "Quick one for {audience}: here is what I wish I knew about {topic} sooner.",
    ],
    bridges: ["Here's the thing.", "Next up.", "Also worth saying:", "Small but important:"],
    closers: [
      "Try one of these today and tell me how it goes.",
      "Save this for later and send it to a friend who needs it.",
      "That's it. No fluff, just start.",
    ],
    signOff: "Talk soon,",
  },
  professional: {
    hooks: [
      "{topic}: a practical framework for {audience}.",
      "For {audience}, {topic} is a lever that is often underused. Here is how to apply it.",
      "Three principles of {topic} that consistently separate results from effort for {audience}.",
    ],
    bridges: ["Second,", "In practice,", "Equally important,", "Finally,"],
    closers: [
      "Apply one principle this week and measure the result before adding the next.",
      "If this was useful, share it with a colleague who is working on the same problem.",
      "Clear goals, simple tracking and steady review will carry most of the work.",
    ],
    signOff: "Best regards,",
  },
  energetic: {
    hooks: [
      "Stop scrolling! {topic} is about to change the game for {audience}!",
      "Let's go! Here is your fast track to {topic}, built for {audience}!",
      "Big energy today: {topic} done right, and {audience} are going to love it!",
    ],
    bridges: ["And it gets better!", "Now, level up:", "Here's the kicker!", "Don't skip this one!"],
    closers: [
      "Pick one move and do it TODAY. Momentum beats perfection!",
      "Drop a comment with your first step. Let's build together!",
      "You've got this. Go make it happen!",
    ],
    signOff: "Let's go,",
  },
  inspirational: {
    hooks: [
      "Every big journey starts small, and {topic} is where {audience} can begin theirs.",
      "You do not need permission to start. {topic} is proof that {audience} can build something real.",
      "One day you will look back at the moment you took {topic} seriously. For {audience}, that day can be today.",
    ],
    bridges: ["Remember this:", "And when it feels hard,", "Here is what changes everything:", "Keep going, because"],
    closers: [
      "Start where you are, use what you have, and keep showing up.",
      "Your future self is counting on the step you take today.",
      "Small steps, repeated, become the story you will be proud to tell.",
    ],
    signOff: "Believing in you,",
  },
  educational: {
    hooks: [
      "What {audience} should know about {topic}, explained step by step.",
      "A beginner's guide to {topic} for {audience}: the key ideas and how to use them.",
      "{topic}, explained: what it is, why it matters for {audience}, and how to start.",
    ],
    bridges: ["Step two:", "Key idea:", "A common mistake:", "To put it into practice:"],
    closers: [
      "Review these steps, try the first one, and come back to the rest as you go.",
      "Bookmark this guide and test one idea at a time so you can see what works.",
      "Learning by doing is the fastest way to make this stick.",
    ],
    signOff: "Happy learning,",
  },
};

/** The points any piece can make about a topic; compose.ts picks and orders them per input. */
export const POINTS: readonly string[] = [
  "Start with one clear goal for {topic}. Write it down in a single sentence and make it specific enough that you will know when you have reached it.",
  "Know exactly who you are talking to. {audience} have their own problems, words and habits, and the closer you match them, the more your work on {topic} lands.",
  "Keep it simple at first. The first version of anything around {topic} should be small enough to finish in a weekend, so you learn from real feedback instead of guesses.",
  "Show your process, not just the result. People trust what they can see being built, and sharing your progress on {topic} turns followers into supporters.",
  "Measure one number that matters. Pick a single metric for {topic}, such as replies, sign-ups or sales, and check it every week instead of chasing every statistic.",
  "Use what already works. Look at three people who are good at {topic}, note what they repeat, and adapt the pattern to your own voice rather than copying it.",
  "Make it easy to say yes. Every piece about {topic} should end with one simple next step, whether that is a reply, a click or a question.",
  "Consistency beats intensity. A steady rhythm of small efforts on {topic} builds more trust than a burst of work followed by silence.",
  "Collect stories as you go. A real example from {audience} explains {topic} better than any statistic and gives people something to remember.",
  "Budget your time like money. Block two short sessions a week for {topic} and protect them, because progress comes from the hours you actually spend.",
  "Ask for feedback early. Send your first draft about {topic} to five people from your audience and change what confuses them before you go wider.",
  "Turn one idea into many. A single insight about {topic} can become a post, a short video, an email and a longer article without starting from zero each time.",
  "Expect slow starts. Most results around {topic} compound: the first weeks feel quiet, and then the work you did earlier starts to pay off.",
  "Be useful before you sell. Give {audience} something they can use today, and the trust you earn makes every later offer about {topic} easier.",
];

/** Hashtag stems per platform style; the topic's own words are added by compose.ts. */
export const PLATFORM_TAGS = {
  instagram: ["#smallbusiness", "#entrepreneur", "#sidehustle"],
  tiktok: ["#learnontiktok", "#sidehustle", "#fyp"],
  twitter: ["#buildinpublic"],
  linkedin: ["#entrepreneurship", "#growth"],
  youtube: ["#howto", "#entrepreneur"],
} as const;
