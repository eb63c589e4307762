/**
 * The Sales Script Generator's offline templates: a draft to fill (docs/decisions/1433-offline-drafts-say-so.md),
 * with [bracketed] parts for what only the seller knows. Every slot has a grammatical role
 * (docs/decisions/1430-every-slot-has-a-grammatical-role.md): {product} is a name; {audience} follows "with", "from",
 * "for" or a verb as its object; {pain} is a noun phrase; {inIndustry} is "" or " in the ... space"; {fromIndustry}
 * follows a noun ("two examples from ..."); {focus} follows "on"; {ask} is the goal's verb phrase. Plain text only.
 */
import type { ScriptGoal, ScriptTone, ScriptType } from "../../../../shared/contracts/sales-scripts";

export type TypeTemplate = {
  opening: string;
  hook: string;
  value: string;
  closing: string;
  followUp: string;
  /** Minutes to deliver or read, as shown in the metrics. */
  estimatedLength: string;
};

export const TYPE_TEMPLATES: Record<ScriptType, TypeTemplate> = {
  cold_call: {
    opening:
      "Hi, this is [Your Name] from {product}. I know I'm calling out of the blue, so I'll be brief: do you have 30 seconds?",
    hook: "I work with {audience}{inIndustry}, and most of them tell me {pain} is costing them more time and money than it should.",
    value:
      "We built {product} for exactly that. Instead of working around {pain}, you [what the product does, in one plain sentence]. [One result a customer got, in numbers you can show.]",
    closing: "Would it make sense to {ask}? I can work around your calendar.",
    followUp:
      "If I don't reach you, I'll send a short email today with two examples {fromIndustry} and call again on Thursday.",
    estimatedLength: "2-3 minutes",
  },
  email: {
    opening: "Subject: A quicker way past {pain}\n\nHi [First Name],",
    hook: "I keep hearing from {audience}{inIndustry} that they lose hours every week to {pain}. If that sounds familiar, this is for you.",
    value:
      "We built {product} to help {audience} fix that: [what it takes off their plate, in one sentence]. [One result a customer got, in numbers you can show.]",
    closing: "Would it make sense to {ask}? Just reply with a time that suits you.\n\nBest,\n[Your Name]",
    followUp:
      "Send a two-line reply to this thread after three working days: 'Hi [First Name], just bringing this to the top of your inbox. Is {pain} still a priority this quarter?'",
    estimatedLength: "1 minute read",
  },
  dm: {
    opening: "Hey [First Name]! Loved your recent post about [their topic], it really resonated.",
    hook: "Quick question: is {pain} something you're dealing with right now? I keep hearing about it from {audience}.",
    value:
      "I'm working on {product} to help {audience}{inIndustry} handle that. [How much time or money it saves, from a real user.]",
    closing: "No pressure at all, but would it make sense to {ask}?",
    followUp:
      "If there's no reply in 3-4 days, send one friendly nudge with something useful (a tip or a resource about {pain}), then let it rest.",
    estimatedLength: "30 seconds read",
  },
  follow_up: {
    opening:
      "Hi [First Name], thanks again for your time last week. I've been thinking about what you said about {pain}.",
    hook: "Since we spoke, I have heard the same thing from {audience}{inIndustry}. [What helped them, in one sentence.]",
    value:
      "With {product}, they cut the time spent on {pain}. [One result a customer got, in numbers you can show.] I think it would work the same way for you.",
    closing: "Does it make sense to {ask}? I'm happy to fit in around your week.",
    followUp:
      "If you don't hear back in five working days, send a final, short message that leaves the door open: 'Happy to pick this up whenever the timing is right.'",
    estimatedLength: "1-2 minutes",
  },
};

/** What the closing asks for, per goal. */
export const GOAL_ASKS: Record<ScriptGoal, { ask: string; difficulty: number }> = {
  meeting: { ask: "set up a 15-minute call next week", difficulty: 1 },
  demo: { ask: "book a quick demo so you can see it with your own data", difficulty: 1 },
  sale: { ask: "get started today", difficulty: 2 },
  information: {
    ask: "have me send you a short overview you can read when it suits you",
    difficulty: 0,
  },
  referral: { ask: "put me in touch with the person who handles this on your team", difficulty: 1 },
};

/** How each tone colours the script: a line before the hook and a tip. */
export const TONE_STYLES: Record<ScriptTone, { lead: string; tip: string }> = {
  professional: {
    lead: "To be specific:",
    tip: "Keep your language precise and back every claim with a number or an example.",
  },
  friendly: {
    lead: "Honestly,",
    tip: "Smile while you talk or write: warmth carries, and people buy from people they like.",
  },
  urgent: {
    lead: "This matters right now:",
    tip: "Give a real reason for acting now (a deadline, a limited spot), never a made-up one.",
  },
  consultative: {
    lead: "I'm curious:",
    tip: "Ask more than you tell: let them describe the problem in their own words before you offer anything.",
  },
  conversational: {
    lead: "So,",
    tip: "Write the way you speak and read it out loud once; cut every sentence that sounds like an advert.",
  },
};

/** Objections any prospect raises; the answers are filled with the request's words. */
export const OBJECTIONS: readonly string[] = [
  "Objection: \"We don't have the budget.\" Response: \"Understood. Starting small works: if {product} doesn't save more than it costs within the first month, it isn't worth it, and I'll tell you so.\"",
  'Objection: "We already have a solution." Response: "Great, then you know the problem well. What would you change about how you handle {pain} today?"',
  'Objection: "Now isn\'t a good time." Response: "Fair enough. When would be better? I can send a two-minute summary now so you have it when you\'re ready."',
  'Objection: "Send me some information." Response: "Happy to. So I send the right thing: is {pain} the main issue, or is something else higher on your list?"',
  'Objection: "I need to talk to my team." Response: "Of course. What will they want to know? I can prepare a one-page answer for them."',
  'Objection: "I\'ve never heard of {product}." Response: "That\'s fair, we focus on {focus}. I can share a short example from [a customer like them]."',
];

/** Delivery tips per type, beyond the tone's own tip. */
export const TYPE_TIPS: Record<ScriptType, readonly string[]> = {
  cold_call: [
    "Stand up while you call: your voice sounds more confident.",
    "Pause after the hook and let them answer; silence is your friend.",
    "Let them talk more than you do: ask, then listen.",
  ],
  email: [
    "Keep the email under 120 words and one screen on a phone.",
    "Personalise the first line with something specific to them.",
    "Send on a Tuesday to Thursday morning in their time zone.",
  ],
  dm: [
    "Engage with their content for a few days before you send the first message.",
    "Keep each message to two or three short lines.",
    "Never paste a link in the first message.",
  ],
  follow_up: [
    "Reference a detail from your last conversation to show you listened.",
    "Add something new each time: a tip, a result or a resource.",
    "Stop after three follow-ups without a reply.",
  ],
};

/** The first delivery tip of a draft: what to do with the brackets. */
export const DRAFT_TIP = "Replace every [bracketed] part with your own facts before you use the script.";
