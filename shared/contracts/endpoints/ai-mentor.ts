/**
 * The AI mentor's endpoints: the chat (JSON, or server-sent events when the request accepts text/event-stream), its
 * history, the person's conversations and memories (/api/ai-mentor).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { idParamsSchema } from "../common";
import {
  mentorChatRequestSchema,
  mentorChatResponseSchema,
  mentorConversationListResponseSchema,
  mentorConversationParamsSchema,
  mentorConversationPatchSchema,
  mentorConversationResponseSchema,
  mentorConversationsQuerySchema,
  mentorHistoryQuerySchema,
  mentorHistoryResponseSchema,
  mentorMemoryInputSchema,
  mentorMemoryListResponseSchema,
  mentorMemoryResponseSchema,
} from "../ai-mentor";

const access = "ai-mentor";

export const aiMentorEndpoints = {
  /**
   * One turn of the chat: `{ response, id, conversationId }` as JSON, or, when the request accepts
   * text/event-stream, `delta` events then `done` (or `error`) written by the route itself.
   */
  chat: endpoint({
    method: "POST",
    path: "/api/ai-mentor/chat",
    access,
    body: mentorChatRequestSchema,
    response: mentorChatResponseSchema,
  }),
  history: endpoint({
    method: "GET",
    path: "/api/ai-mentor/history",
    access,
    query: mentorHistoryQuerySchema,
    response: mentorHistoryResponseSchema,
  }),
  conversations: endpoint({
    method: "GET",
    path: "/api/ai-mentor/conversations",
    access,
    query: mentorConversationsQuerySchema,
    response: mentorConversationListResponseSchema,
  }),
  updateConversation: endpoint({
    method: "PATCH",
    path: "/api/ai-mentor/conversations/:id",
    access,
    params: mentorConversationParamsSchema,
    body: mentorConversationPatchSchema,
    response: mentorConversationResponseSchema,
  }),
  exportConversation: endpoint({
    method: "GET",
    path: "/api/ai-mentor/conversations/:id/export.md",
    access,
    params: mentorConversationParamsSchema,
    response: answers.file,
  }),
  memories: endpoint({
    method: "GET",
    path: "/api/ai-mentor/memories",
    access,
    response: mentorMemoryListResponseSchema,
  }),
  addMemory: endpoint({
    method: "POST",
    path: "/api/ai-mentor/memories",
    access,
    body: mentorMemoryInputSchema,
    status: 201,
    response: mentorMemoryResponseSchema,
  }),
  updateMemory: endpoint({
    method: "PATCH",
    path: "/api/ai-mentor/memories/:id",
    access,
    params: idParamsSchema,
    body: mentorMemoryInputSchema,
    response: mentorMemoryResponseSchema,
  }),
  removeMemory: endpoint({
    method: "DELETE",
    path: "/api/ai-mentor/memories/:id",
    access,
    params: idParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  createConversation: endpoint({
    method: "POST",
    path: "/api/ai-mentor/conversations",
    access,
    status: 201,
    response: mentorConversationResponseSchema,
  }),
  removeConversation: endpoint({
    method: "DELETE",
    path: "/api/ai-mentor/conversations/:id",
    access,
    params: mentorConversationParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
