/**
 * The mentor chat (docs/product-rules.md). One turn is two steps so a stream can sit between them:
 * `begin` checks the conversation and reserves the message (while it loads what the mentor knows) (429 over the
 * per-minute AI limit, 402 on the 21st free message of the day), then `reply` streams the engine's answer and
 * stores it. The message is given back only when the engine failed before any of its reply reached the person.
 * Otherwise it counts, whatever happens next (docs/product-rules.md#streaming,
 * docs/decisions/931-a-run-counts-once-the-engine-answered.md): a person who leaves, an engine failure after
 * the first words were shown, and a conversation deleted meanwhile (the exchange then starts a new conversation)
 * all keep it counted and what arrived stored, marked incomplete when cut short. No database transaction is
 * open while the engine answers.
 */
import { performance } from "node:perf_hooks";
import type { AppContext } from "../../context";
import type { MentorConversation, MentorMessage, User } from "../../../shared/schema";
import type { MentorChatRequest, MentorChatResponse } from "../../../shared/contracts/ai-mentor";
import type { ChatMessage } from "../../ai/engine";
import { loadActiveUser, refundRun, reserveRun, type EngineRun } from "../../ai/run-generator";
import { createGenerationsRepository } from "../../ai/generations.repository";
import { offlineMentorReply, type MentorFact } from "../../ai/knowledge/mentor/offline-mentor";
import { AiUnavailableError, NotFoundError } from "../../http/errors";
import { createMentorRepository } from "./ai-mentor.repository";
import { factsSummary, mentorFacts } from "./mentor-facts";

export const MENTOR_TOOL_ID = "ai-mentor";
/** How much earlier conversation the model sees, in characters (newest messages first until it is full). */
export const HISTORY_BUDGET_CHARS = 6_000;

const SYSTEM_PROMPT = `You are HustleForge's AI business mentor: a warm, practical coach for young entrepreneurs, resellers and side-hustlers.
Give specific, actionable advice for a solo founder with little money, in under 200 words. Use short paragraphs, numbered or bulleted lists and **bold** where it helps; never HTML.
Refer to the person's own business below by name when it is relevant. For legal or tax questions give general basics and tell them to check their case with a qualified professional.`;

export type MentorTurn = {
  user: User;
  message: string;
  conversation: MentorConversation | null;
  history: ChatMessage[];
  facts: MentorFact[];
  run: EngineRun;
};

export type ReplyOptions = {
  /** Receives each piece of the reply as it arrives (the SSE writer). */
  onDelta?: (text: string) => void;
  /** Fires when the person leaves. */
  signal?: AbortSignal;
};

/** The most recent messages that fit in `budget` characters, oldest first. */
export function recentWithinBudget(messages: readonly MentorMessage[], budget = HISTORY_BUDGET_CHARS): ChatMessage[] {
  const picked: ChatMessage[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    used += m.content.length;
    if (used > budget) break;
    picked.unshift({ role: m.role === "user" ? "user" : "assistant", content: m.content });
  }
  return picked;
}

export function createMentorService(ctx: AppContext) {
  const repo = createMentorRepository(ctx.db);
  const notFound = () => new NotFoundError("Conversation not found");

  async function ownedOrLatest(userId: number, conversationId?: number): Promise<MentorConversation | null> {
    if (conversationId === undefined) return (await repo.latestConversation(userId)) ?? null;
    const row = await repo.findConversation(userId, conversationId);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Checks the conversation (another user's → 404), loads what the mentor knows, then reserves one message. */
    async begin(sessionUser: User, request: MentorChatRequest): Promise<MentorTurn> {
      // Independent reads run together: the time to the first streamed byte is mostly these round trips.
      const [user, conversation] = await Promise.all([
        loadActiveUser(ctx, sessionUser),
        ownedOrLatest(sessionUser.id, request.conversationId),
      ]);
      const reserving = reserveRun(ctx, user, "mentor_message");
      const loading = Promise.all([conversation ? repo.messages(conversation.id, 40) : [], mentorFacts(ctx, user.id)]);
      const [reserved, loaded] = await Promise.allSettled([reserving, loading]);
      if (reserved.status === "rejected") throw reserved.reason;
      if (loaded.status === "rejected") {
        await refundRun(ctx, reserved.value, MENTOR_TOOL_ID);
        throw loaded.reason;
      }
      const [messages, facts] = loaded.value;
      return {
        user,
        message: request.message,
        conversation,
        history: recentWithinBudget(messages),
        facts,
        run: reserved.value,
      };
    },

    /**
     * Streams the engine's reply and stores the exchange. Refunded only when the engine failed before any of
     * its reply reached the person; after that the message counts and what arrived is stored.
     */
    async reply(turn: MentorTurn, options: ReplyOptions = {}): Promise<MentorChatResponse & { incomplete: boolean }> {
      const { engine } = turn.run;
      const started = performance.now();
      let wentOut = false;
      let text = "";
      let incomplete = false;
      /** An engine failure met after the first words reached the person: reported once the words are stored. */
      let failure: unknown;
      try {
        if (options.signal?.aborted) throw new AiUnavailableError("The request was cancelled.", 499);
        const stream = engine.streamText({
          system: `${SYSTEM_PROMPT}\n\nWhat you know about this person's business:\n${factsSummary(turn.facts)}`,
          messages: [...turn.history, { role: "user", content: turn.message }],
          signal: options.signal,
          budgetMs: ctx.env.AI_TIME_BUDGET_MS,
          offlineReply: () => offlineMentorReply(turn.message, turn.facts),
        });
        wentOut = true;
        for await (const piece of stream) {
          text += piece;
          options.onDelta?.(piece);
        }
        if (options.signal?.aborted) incomplete = true;
        else if (!text.trim())
          throw new AiUnavailableError("The AI engine returned an empty answer. Please try again.", 502);
      } catch (err) {
        const left = Boolean(options.signal?.aborted);
        // Words the person has already read (streamed deltas) are a reply, even if the engine failed after them.
        const shown = Boolean(options.onDelta) && text.trim() !== "";
        if (wentOut && (left || shown)) {
          incomplete = true;
          if (!left) failure = err;
        } else {
          await refundRun(ctx, turn.run, MENTOR_TOOL_ID);
          throw err;
        }
      }

      // The engine has answered: the message counts from here on, and a storage failure refunds nothing.
      const stored = await ctx.db.transaction(async (tx) => {
        // The conversation is locked while the exchange is stored; one deleted meanwhile gives way to a new one,
        // so the reply is kept and the person can go on (docs/decisions/931-a-run-counts-once-the-engine-answered.md).
        const conversation =
          (turn.conversation && (await repo.lockConversation(turn.user.id, turn.conversation.id, tx))) ||
          (await repo.createConversation(turn.user.id, tx));
        const { reply } = await repo.storeExchange(
          { userId: turn.user.id, conversationId: conversation.id, question: turn.message, reply: text, incomplete },
          tx,
        );
        await createGenerationsRepository(ctx.db).insertWithCounters(
          {
            userId: turn.user.id,
            tool: MENTOR_TOOL_ID,
            input: { message: turn.message, conversationId: conversation.id },
            output: { response: text, incomplete },
            engine: engine.name,
            model: engine.model,
            durationMs: Math.round(performance.now() - started),
            promptTokens: null,
            completionTokens: null,
          },
          {},
          tx,
        );
        return { id: reply.id, conversationId: conversation.id };
      });
      if (failure) throw failure;
      return { response: text, ...stored, incomplete };
    },

    /** A conversation's messages: the named one (owned) or the latest; none yet → no conversation. */
    async history(userId: number, conversationId?: number) {
      const conversation = await ownedOrLatest(userId, conversationId);
      return { conversation, messages: conversation ? await repo.messages(conversation.id) : [] };
    },

    listConversations: (userId: number) => repo.listConversations(userId),
    createConversation: (userId: number) => repo.createConversation(userId),

    async deleteConversation(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteConversation(userId, id))) throw notFound();
    },
  };
}
