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
});
export type MentorChatResponse = z.infer<typeof mentorChatResponseSchema>;

/**
 * The payload of the stream's `done` event; a `delta` carries `{ text }`, an `error` the error body
 * (docs/product-rules.md#api-contract).
 */
export type MentorStreamDone = { id: number; conversationId: number };

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
export type MentorHistoryResponse = z.infer<typeof mentorHistoryResponseSchema>;

export const mentorConversationListResponseSchema = z.object({ conversations: z.array(mentorConversationSchema) });
export const mentorConversationResponseSchema = z.object({ conversation: mentorConversationSchema });
export const mentorConversationParamsSchema = z.object({ id: idSchema("Invalid conversation id") });
