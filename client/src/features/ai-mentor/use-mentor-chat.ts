/**
 * The mentor chat's state: the open conversation's messages (restored from the server), sending with the
 * reply growing as it streams, the failure and limit messages, and switching, starting and deleting
 * conversations. Leaving the page aborts a reply in flight (the server keeps what arrived).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { MentorMessage } from "@shared/contracts/ai-mentor";
import { isLimitError, errorDetail } from "@/lib/api-client";
import { USAGE_KEY } from "@/lib/query-keys";
import {
  addMemory,
  createConversation,
  deleteConversation,
  fetchHistory,
  MENTOR_CONVERSATIONS_KEY,
  MENTOR_MEMORIES_KEY,
  streamChat,
  updateConversation,
  useConversations,
} from "./api";
import { canSend, failureMessage, withFollowUp } from "./chat-rules";

export type ChatMessage = {
  /** Stored id, or a local key ("local-3") for messages not stored. */
  key: string;
  role: "user" | "assistant";
  content: string;
  /** 'limit': the free limit message with an upgrade link; 'error': a failure apology. */
  kind?: "limit" | "error";
  incomplete?: boolean;
  streaming?: boolean;
};

const fromStored = (m: MentorMessage): ChatMessage => ({
  key: String(m.id),
  role: m.role,
  content: m.content,
  incomplete: m.incomplete,
});

let localCounter = 0;
const localKey = () => `local-${++localCounter}`;

export function useMentorChat(options: { random?: () => number } = {}) {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState(false);
  /** A memory the mentor offered to keep after its last reply. */
  const [proposal, setProposal] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const randomRef = useRef(options.random);
  randomRef.current = options.random;

  const conversations = useConversations();

  const open = useCallback(async (id?: number) => {
    abortRef.current?.abort();
    setLoading(true);
    try {
      const history = await fetchHistory(id);
      setConversationId(history.conversation?.id ?? null);
      setMessages(history.messages.map(fromStored));
    } catch (err) {
      setMessages([{ key: localKey(), role: "assistant", content: failureMessage(err), kind: "error" }]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void open();
    return () => abortRef.current?.abort();
  }, [open]);

  const update = (key: string, change: (m: ChatMessage) => ChatMessage) =>
    setMessages((list) => list.map((m) => (m.key === key ? change(m) : m)));

  const send = useCallback(
    async (text: string) => {
      // Not while the conversation loads: its history would replace the message sent meanwhile.
      if (!canSend(text, pending || loading)) return false;
      const message = text.trim();
      const replyKey = localKey();
      setMessages((list) => [...list, { key: localKey(), role: "user", content: message }]);
      setPending(true);
      setProposal(null);
      const controller = new AbortController();
      abortRef.current = controller;
      let started = false;
      try {
        const done = await streamChat(
          { message, ...(conversationId ? { conversationId } : {}) },
          (delta) => {
            if (!started) {
              started = true;
              setMessages((list) => [...list, { key: replyKey, role: "assistant", content: delta, streaming: true }]);
            } else update(replyKey, (m) => ({ ...m, content: m.content + delta }));
          },
          controller.signal,
        );
        setConversationId(done.conversationId);
        setProposal(done.proposedMemory ?? null);
        update(replyKey, (m) => ({
          ...m,
          key: String(done.id),
          streaming: false,
          content: withFollowUp(m.content, randomRef.current),
        }));
      } catch (err) {
        if (controller.signal.aborted) return false;
        const reply: ChatMessage = isLimitError(err)
          ? {
              key: replyKey,
              role: "assistant",
              content: errorDetail(err) ?? "Free trial limit reached.",
              kind: "limit",
            }
          : { key: replyKey, role: "assistant", content: failureMessage(err), kind: "error" };
        setMessages((list) => (started ? list.map((m) => (m.key === replyKey ? reply : m)) : [...list, reply]));
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setPending(false);
        void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
        void queryClient.invalidateQueries({ queryKey: MENTOR_CONVERSATIONS_KEY });
        // "remember that ..." stores a memory on the server.
        void queryClient.invalidateQueries({ queryKey: MENTOR_MEMORIES_KEY });
      }
      return true;
    },
    [conversationId, loading, pending, queryClient],
  );

  const startNew = useCallback(async () => {
    abortRef.current?.abort();
    try {
      const created = await createConversation();
      setConversationId(created.id);
      setMessages([]);
    } catch (err) {
      setMessages((list) => [
        ...list,
        { key: localKey(), role: "assistant", content: failureMessage(err), kind: "error" },
      ]);
    }
    void queryClient.invalidateQueries({ queryKey: MENTOR_CONVERSATIONS_KEY });
  }, [queryClient]);

  const remove = useCallback(
    async (id: number) => {
      try {
        await deleteConversation(id);
      } catch (err) {
        setMessages((list) => [
          ...list,
          { key: localKey(), role: "assistant", content: failureMessage(err), kind: "error" },
        ]);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: MENTOR_CONVERSATIONS_KEY });
      if (id === conversationId) await open();
    },
    [conversationId, open, queryClient],
  );

  const rename = useCallback(
    async (id: number, change: { title?: string; pinned?: boolean }) => {
      try {
        await updateConversation(id, change);
      } catch (err) {
        setMessages((list) => [
          ...list,
          { key: localKey(), role: "assistant", content: failureMessage(err), kind: "error" },
        ]);
      }
      await queryClient.invalidateQueries({ queryKey: MENTOR_CONVERSATIONS_KEY });
    },
    [queryClient],
  );

  /** Keeps the proposed memory (or drops the offer when `accept` is false). */
  const answerProposal = useCallback(
    async (accept: boolean) => {
      const text = proposal;
      setProposal(null);
      if (!accept || !text) return;
      try {
        await addMemory(text);
      } catch (err) {
        setMessages((list) => [
          ...list,
          { key: localKey(), role: "assistant", content: failureMessage(err), kind: "error" },
        ]);
      }
      await queryClient.invalidateQueries({ queryKey: MENTOR_MEMORIES_KEY });
    },
    [proposal, queryClient],
  );

  return {
    proposal,
    answerProposal,
    update: rename,
    conversationId,
    messages,
    loading,
    pending,
    /** A reply in flight or a conversation loading: nothing can be sent or switched. */
    busy: pending || loading,
    send,
    open,
    startNew,
    remove,
    conversations: conversations.data ?? [],
  };
}
