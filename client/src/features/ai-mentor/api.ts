/**
 * The mentor's calls, derived from the endpoint table (shared/contracts/endpoints/ai-mentor.ts): history,
 * conversations, memories, and the streamed chat (fetch + ReadableStream at the chat entry's address).
 */
import { useQuery } from "@tanstack/react-query";
import type { MentorStreamDone } from "@shared/contracts/ai-mentor";
import type { BodyOf } from "@shared/contracts/endpoint";
import { aiMentorEndpoints as ep } from "@shared/contracts/endpoints/ai-mentor";
import { ApiError } from "@/lib/api-client";
import { call, keyOf, open, readQuery, urlOf } from "@/lib/endpoint-client";
import { readSse } from "./sse";

/** Every conversation read (the list and each search) starts with this key. */
export const MENTOR_CONVERSATIONS_KEY = keyOf(ep.conversations);
export const MENTOR_MEMORIES_KEY = keyOf(ep.memories);

/** The person's conversations. */
export const useConversations = () => useQuery({ ...readQuery(ep.conversations), select: (r) => r.conversations });

/** The conversations holding every word of `q`, with the matching words marked (asked only for a non-empty `q`). */
export const useConversationSearch = (q: string) =>
  useQuery({
    ...readQuery(ep.conversations, { query: { q } }),
    select: (r) => r.conversations,
    enabled: q.length > 0,
  });

export const useMemories = () => useQuery({ ...readQuery(ep.memories), select: (r) => r.memories });

export const fetchHistory = (conversationId?: number) =>
  call(ep.history, { query: { conversationId: conversationId || undefined } });

export const updateConversation = async (id: number, change: BodyOf<typeof ep.updateConversation>) =>
  (await call(ep.updateConversation, { params: { id }, body: change })).conversation;

export const conversationExportUrl = (id: number) => urlOf(ep.exportConversation, { params: { id } });

export const addMemory = async (text: string) => (await call(ep.addMemory, { body: { text } })).memory;

export const editMemory = async (id: number, text: string) =>
  (await call(ep.updateMemory, { params: { id }, body: { text } })).memory;

export const deleteMemory = (id: number) => call(ep.removeMemory, { params: { id } });

export const createConversation = async () => (await call(ep.createConversation)).conversation;

export const deleteConversation = (id: number) => call(ep.removeConversation, { params: { id } });

/**
 * Sends a message and streams the reply: `onDelta` gets each piece as it arrives; resolves with the stored
 * message id. Throws an ApiError (`status: message`) for a refusal or an error event. The chat entry answers JSON
 * unless the request accepts text/event-stream, so this call sets the header and reads the events itself.
 */
export async function streamChat(
  body: BodyOf<typeof ep.chat>,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<MentorStreamDone> {
  const res = await open(ep.chat, { body }, { accept: "text/event-stream", signal });
  if (!res.body) throw new Error("The reply could not be read");
  let done: MentorStreamDone | undefined;
  let failure: ApiError | undefined;
  await readSse(res.body, ({ event, data }) => {
    const payload = JSON.parse(data);
    if (event === "delta") onDelta(String(payload.text ?? ""));
    else if (event === "done") done = payload as MentorStreamDone;
    else if (event === "error")
      failure = new ApiError(Number(payload.status) || 500, payload.message, payload.code, payload);
  });
  if (failure) throw failure;
  if (!done) throw new Error("The connection closed before the reply was complete");
  return done;
}
