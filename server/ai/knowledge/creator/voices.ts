/**
 * The Creative Suite's offline voices: per tone, how a draft opens, moves between parts and closes. The offline
 * engine cannot know a topic, so it writes a draft to fill (docs/decisions/1433-offline-drafts-say-so.md): the
 * structure, the person's topic and audience, and [bracketed] parts that say what to write there. Slots have a
 * grammatical role (docs/decisions/1430-every-slot-has-a-grammatical-role.md): `{about}` follows "about" or "on"
 * (a noun phrase or a "how to ..." question), `{audience}` follows "for", "to" or "from". Plain text only.
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
      "Real talk about {about}, for {audience}: [the one thing you wish someone had told you sooner].",
      "Okay, let's chat about {about}, because nobody explains it simply to {audience}. [Your one-line take.]",
      "Quick one for {audience}, on {about}: [the result they get if they keep reading].",
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
      "A practical framework on {about}, for {audience}. [State the problem it solves in one sentence.]",
      "For {audience}, the work on {about} is often underused. [Say why, in one sentence, from what you have seen.]",
      "Three principles on {about} for {audience}. [Name the outcome they lead to.]",
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
      "Stop scrolling! This one is about {about}, for {audience}! [Your boldest honest promise.]",
      "Let's go! Your fast track on {about}, built for {audience}! [The win they get first.]",
      "Big energy today: all about {about}, for {audience}! [One surprising fact you can back up.]",
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
      "Every big journey starts small. This is about {about}, for {audience}. [A moment from your own start.]",
      "You do not need permission to start. A word on {about}, for {audience}: [what changed for you].",
      "A note to {audience}: one day you will look back at the moment you took the work on {about} seriously. [Your story of that day.]",
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
      "What to know about {about}, step by step, for {audience}. [The question this answers.]",
      "A beginner's guide on {about} for {audience}: [the key idea in one sentence].",
      "Explained: {about}. What it is, why it matters to {audience}, and how to start. [Define it in one sentence.]",
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

/**
 * The parts any draft can have: each names what to write and whom it is for, in brackets, so nothing pretends to
 * know the topic. compose.ts picks and orders them per input.
 */
export const POINTS: readonly string[] = [
  "[Your goal: one sentence on what {audience} will be able to do after this. Make it specific enough that they know when they have reached it.]",
  "[Who this is for: describe the people you mean among {audience}, the words they use and the problem that brings them here.]",
  "[First step: the smallest thing a beginner can do about {about} this week, and how long it takes.]",
  "[Your own example: something you did or saw on {about}, what happened and what you learned from it.]",
  "[One number to watch: the figure that shows progress on {about}, where to find it and how often to check it.]",
  "[Who to learn from: three people or brands who write well about {about}. Note what they repeat and how you will do it in your own voice.]",
  "[A common mistake: what {audience} often get wrong about {about}, what it costs them and what to do instead.]",
  "[A habit: how often to work on {about} and for how long, in a rhythm a busy person can keep.]",
  "[A story from {audience}: a real example, with their permission, that shows the point better than a statistic.]",
  "[Time and money: what this takes in hours and cost, from your own experience, so nobody is surprised.]",
  "[Feedback: who to show a first attempt to, what to ask them and what to change after their answers.]",
  "[More from one idea: how one insight on {about} can become a post, a short video and an email.]",
  "[What to expect: how long results on {about} usually take and what the quiet first weeks feel like.]",
  "[Something useful today: a tip, a checklist or a template that {audience} can use right away, before any offer.]",
];

/** Hashtag stems per platform style; the topic's own words are added by compose.ts. */
export const PLATFORM_TAGS = {
  instagram: ["#smallbusiness", "#entrepreneur", "#sidehustle"],
  tiktok: ["#learnontiktok", "#sidehustle", "#fyp"],
  twitter: ["#buildinpublic"],
  linkedin: ["#entrepreneurship", "#growth"],
  youtube: ["#howto", "#entrepreneur"],
} as const;
