/**
 * The AI mentor chat (docs/spec-notes.md; docs/product-rules.md#progress-on-the-server, #streaming): `POST
 * /api/ai-mentor/chat` answers `{ response }` or streams server-sent events; conversations and their messages are kept
 * on the server.
 */
import { z } from "zod";
import { idSchema } from "./common";

/** The specification's input maximum. */
export const MENTOR_MESSAGE_MAX = 500;
export const MENTOR_MESSAGE_EMPTY = "Please type a message for your mentor.";
export const MENTOR_MESSAGE_TOO_LONG = `Messages are limited to ${MENTOR_MESSAGE_MAX} characters.`;

export const mentorChatRequestSchema = z.object({
  message: z
    .string({ error: MENTOR_MESSAGE_EMPTY })
    .trim()
    .min(1, MENTOR_MESSAGE_EMPTY)
    .max(MENTOR_MESSAGE_MAX, MENTOR_MESSAGE_TOO_LONG),
  conversationId: idSchema("Invalid conversation id").optional(),
});
export type MentorChatRequest = z.infer<typeof mentorChatRequestSchema>;

export const mentorChatResponseSchema = z.object({
  response: z.string(),
  /** The stored assistant message. */
  id: z.number().int(),
  conversationId: z.number().int(),
  /** A memory the mentor offers to keep, from what the person said about themselves; they accept it with POST /memories. */
  proposedMemory: z.string().optional(),
});
export type MentorChatResponse = z.infer<typeof mentorChatResponseSchema>;

/**
 * The payload of the stream's `done` event; a `delta` carries `{ text }`, an `error` the error body
 * (docs/product-rules.md#api-contract).
 */
export type MentorStreamDone = { id: number; conversationId: number; proposedMemory?: string };

export const mentorMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** A reply cut short because the person left while it streamed (docs/product-rules.md#streaming). */
  incomplete: z.boolean(),
  createdAt: z.string(),
});
export type MentorMessage = z.infer<typeof mentorMessageSchema>;

export const mentorConversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MentorConversation = z.infer<typeof mentorConversationSchema>;

export const mentorHistoryQuerySchema = z.object({ conversationId: idSchema("Invalid conversation id").optional() });

export const mentorHistoryResponseSchema = z.object({
  /** Null when the person has no conversation yet. */
  conversation: mentorConversationSchema.nullable(),
  messages: z.array(mentorMessageSchema),
});

/**
 * A piece of a search result's text: `match` marks the words that matched. The client renders pieces as text, so no
 * HTML from a message is ever rendered (docs/decisions/1303-conversation-search.md).
 */
export const highlightSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlight = z.infer<typeof highlightSchema>;

export const MENTOR_SEARCH_MAX = 200;
export const mentorConversationsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MENTOR_SEARCH_MAX, `Searches are limited to ${MENTOR_SEARCH_MAX} characters.`)
    .optional()
    .transform((q) => q || undefined),
});

export const mentorConversationHitSchema = mentorConversationSchema.extend({
  /** The title with its matching words marked (a search only). */
  titleHighlight: highlightSchema.optional(),
  /** Up to three matching messages with their matching words marked (a search only). */
  matches: z
    .array(z.object({ messageId: z.number().int(), role: z.enum(["user", "assistant"]), snippet: highlightSchema }))
    .optional(),
});
export type MentorConversationHit = z.infer<typeof mentorConversationHitSchema>;

export const mentorConversationListResponseSchema = z.object({ conversations: z.array(mentorConversationHitSchema) });

export const MENTOR_TITLE_MAX = 120;
export const mentorConversationPatchSchema = z
  .object({
    title: z
      .string({ error: "Please give the conversation a title." })
      .trim()
      .min(1, "Please give the conversation a title.")
      .max(MENTOR_TITLE_MAX, `Titles are limited to ${MENTOR_TITLE_MAX} characters.`)
      .optional(),
    pinned: z.boolean({ error: "Pinned must be true or false." }).optional(),
  })
  .refine((b) => b.title !== undefined || b.pinned !== undefined, {
    message: "Send a title or pinned.",
    path: ["title"],
  });

/** What the mentor remembers (docs/guide/ai-mentor.md#memories). */
export const MENTOR_MEMORY_MAX = 300;
export const MENTOR_MEMORIES_PER_PERSON = 50;
export const MENTOR_MEMORY_EMPTY = "Please type what the mentor should remember.";
export const mentorMemoryInputSchema = z.object({
  text: z
    .string({ error: MENTOR_MEMORY_EMPTY })
    .trim()
    .min(1, MENTOR_MEMORY_EMPTY)
    .max(MENTOR_MEMORY_MAX, `A memory is limited to ${MENTOR_MEMORY_MAX} characters.`),
});
export const mentorMemorySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MentorMemory = z.infer<typeof mentorMemorySchema>;
export const mentorMemoryResponseSchema = z.object({ memory: mentorMemorySchema });
export const mentorMemoryListResponseSchema = z.object({ memories: z.array(mentorMemorySchema) });
export const mentorConversationResponseSchema = z.object({ conversation: mentorConversationSchema });
export const mentorConversationParamsSchema = z.object({ id: idSchema("Invalid conversation id") });
