/** The mentor's calls: history, conversations, and the streamed chat (fetch + ReadableStream). */
import type {
  MentorConversation,
  MentorConversationHit,
  MentorHistoryResponse,
  MentorMemory,
  MentorStreamDone,
} from "@shared/contracts/ai-mentor";
import { ApiError, apiJson, apiRequest, getJson, throwIfResNotOk } from "@/lib/api-client";
import { readSse } from "./sse";

export const MENTOR_CONVERSATIONS_KEY = ["/api/ai-mentor/conversations"] as const;
export const MENTOR_MEMORIES_KEY = ["/api/ai-mentor/memories"] as const;

export async function fetchHistory(conversationId?: number): Promise<MentorHistoryResponse> {
  const query = conversationId ? `?conversationId=${conversationId}` : "";
  return (await getJson<MentorHistoryResponse>(`/api/ai-mentor/history${query}`)) as MentorHistoryResponse;
}

export async function fetchConversations(): Promise<MentorConversation[]> {
  return (
    (await getJson<{ conversations: MentorConversation[] }>("/api/ai-mentor/conversations")) as {
      conversations: MentorConversation[];
    }
  ).conversations;
}

/** The conversations holding every word of `q`, with the matching words marked. */
export async function searchConversations(q: string): Promise<MentorConversationHit[]> {
  const res = await getJson<{ conversations: MentorConversationHit[] }>(
    `/api/ai-mentor/conversations?q=${encodeURIComponent(q)}`,
  );
  return res?.conversations ?? [];
}

export async function updateConversation(
  id: number,
  change: { title?: string; pinned?: boolean },
): Promise<MentorConversation> {
  return (await apiJson<{ conversation: MentorConversation }>("PATCH", `/api/ai-mentor/conversations/${id}`, change))
    .conversation;
}

export const conversationExportUrl = (id: number) => `/api/ai-mentor/conversations/${id}/export.md`;

export async function fetchMemories(): Promise<MentorMemory[]> {
  return (await getJson<{ memories: MentorMemory[] }>("/api/ai-mentor/memories"))?.memories ?? [];
}

export async function addMemory(text: string): Promise<MentorMemory> {
  return (await apiJson<{ memory: MentorMemory }>("POST", "/api/ai-mentor/memories", { text })).memory;
}

export async function editMemory(id: number, text: string): Promise<MentorMemory> {
  return (await apiJson<{ memory: MentorMemory }>("PATCH", `/api/ai-mentor/memories/${id}`, { text })).memory;
}

export async function deleteMemory(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/ai-mentor/memories/${id}`);
}

export async function createConversation(): Promise<MentorConversation> {
  return (await apiJson<{ conversation: MentorConversation }>("POST", "/api/ai-mentor/conversations")).conversation;
}

export async function deleteConversation(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/ai-mentor/conversations/${id}`);
}

/**
 * Sends a message and streams the reply: `onDelta` gets each piece as it arrives; resolves with the stored
 * message id. Throws an ApiError (`status: message`) for a refusal or an error event.
 */
export async function streamChat(
  body: { message: string; conversationId?: number },
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<MentorStreamDone> {
  const res = await fetch("/api/ai-mentor/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
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
