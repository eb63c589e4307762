/**
 * The mentor chat's rules from the specification (docs/spec-notes.md): the welcome message, the six
 * popular questions, the input limit, the follow-up question rule and the three failure messages. Pure.
 */
import { MENTOR_MESSAGE_MAX } from "@shared/contracts/ai-mentor";

export { MENTOR_MESSAGE_MAX };

export const WELCOME_MESSAGE =
  "Hi! I'm your AI business mentor. Ask me anything about starting or growing your business: validating an idea, pricing, finding your first customers, marketing, suppliers, staying on track. What's on your mind today?";

export const POPULAR_QUESTIONS = [
  "How do I validate my business idea?",
  "How should I price my product?",
  "How do I find my first customers?",
  "Which marketing channel should I start with?",
  "How do I find a reliable supplier?",
  "How do I balance my side hustle with school or work?",
] as const;

export const FOLLOW_UP_QUESTIONS = [
  "What's the biggest challenge you're facing with this right now?",
  "Would you like me to break this down into a step-by-step plan?",
  "Which of these steps could you start on this week?",
  "Do you want ideas tailored to your budget?",
  "How much time can you put into this each week?",
  "Is there a specific part of this you'd like to dig into?",
] as const;

/** The chance a follow-up question is appended to a reply that asks none. */
export const FOLLOW_UP_CHANCE = 0.7;

/** A message can be sent when it has text other than spaces and fits the limit. */
export function canSend(text: string, pending: boolean): boolean {
  const trimmed = text.trim();
  return !pending && trimmed.length > 0 && text.length <= MENTOR_MESSAGE_MAX;
}

/**
 * After a reply with no question mark, about 70% of the time one of six follow-up questions is appended.
 * `random` is injectable (tests pass a fixed sequence).
 */
export function withFollowUp(reply: string, random: () => number = Math.random): string {
  if (reply.includes("?")) return reply;
  if (random() >= FOLLOW_UP_CHANCE) return reply;
  const pick =
    FOLLOW_UP_QUESTIONS[Math.min(FOLLOW_UP_QUESTIONS.length - 1, Math.floor(random() * FOLLOW_UP_QUESTIONS.length))];
  return `${reply.trimEnd()}\n\n${pick}`;
}

export const FAILURE_MESSAGES = {
  disconnected:
    "Looks like we got disconnected! Mind refreshing the page? Your conversation is saved, so we can pick up right where we left off.",
  server: "I'm sorry, I'm having some technical hiccups on my side right now. Please try again in a moment.",
  other: "I'm sorry, I'm having trouble connecting right now. Please try again.",
} as const;

/** The assistant message that replaces a failed reply: by what the error's message contains (401/Unauthorized, 500, else). */
export function failureMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (message.includes("401") || message.includes("Unauthorized")) return FAILURE_MESSAGES.disconnected;
  if (message.includes("500")) return FAILURE_MESSAGES.server;
  return FAILURE_MESSAGES.other;
}
