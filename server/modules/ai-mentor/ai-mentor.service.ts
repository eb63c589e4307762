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
import type { BusinessProfile } from "../../../shared/contracts/business-profile";
import {
  MENTOR_MEMORIES_PER_PERSON,
  MENTOR_MEMORY_MAX,
  type MentorChatRequest,
  type MentorChatResponse,
} from "../../../shared/contracts/ai-mentor";
import type { ChatMessage } from "../../ai/engine";
import { loadActiveUser, refundRun, reserveRun, type EngineRun } from "../../ai/run-generator";
import { createGenerationsRepository } from "../../ai/generations.repository";
import {
  asksWhatYouKnow,
  factsReport,
  offlineMentorReply,
  questionTopic,
  type MentorFact,
} from "../../ai/knowledge/mentor/offline-mentor";
import { AiUnavailableError, NotFoundError, ValidationError } from "../../http/errors";
import { createMentorRepository, prefixQuery } from "./ai-mentor.repository";
import { factsSummary, mentorFacts } from "./mentor-facts";
import { answerFromData, readProfile } from "./mentor-answers";
import { secretReason } from "./secrets";

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
  /** What the mentor says before its answer: that it stored a memory, or why it did not. */
  notice?: string;
  /** The answer from the person's own data or the careful legal answer, written on every engine (mentor-answers.ts). */
  local?: string | null;
  /** The person's business profile: the name the mentor shows (docs/decisions/1306-mentor-answers-from-data.md). */
  profile?: BusinessProfile | null;
};

const REMEMBER = /^\s*(?:please\s+)?remember(?:\s+that)?[\s,:]+(.+)$/is;
/** "remember that I can only work weekends" → "I can only work weekends". */
export function rememberCommand(message: string): string | null {
  const m = REMEMBER.exec(message);
  return m ? m[1].trim().replace(/[.!]+$/, "") : null;
}

const ABOUT_ME =
  /(?:^|[.!]\s+)((?:I (?:can only|only|work|have|am|'m|live|sell|make|want to|plan to|don't)|my (?:budget|goal|customers?|shop|store|business|audience) (?:is|are))\b[^.!?]{3,200})(?=[.!]|$)/i;
/** A sentence in which the person says something lasting about themselves, offered as a memory. */
export function proposedMemory(message: string): string | null {
  if (rememberCommand(message) || /\?\s*$/.test(message)) return null;
  const m = ABOUT_ME.exec(message);
  const text = m?.[1].trim();
  if (!text || text.length > MENTOR_MEMORY_MAX || secretReason(text)) return null;
  return text;
}

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
      const remember = rememberCommand(request.message);
      if (remember !== null) return this.beginRemembering(sessionUser, request, remember);
      // Independent reads run together: the time to the first streamed byte is mostly these round trips.
      const [user, conversation] = await Promise.all([
        loadActiveUser(ctx, sessionUser),
        ownedOrLatest(sessionUser.id, request.conversationId),
      ]);
      const reserving = reserveRun(ctx, user, "mentor_message");
      const loading = Promise.all([
        conversation ? repo.messages(conversation.id, 40) : [],
        mentorFacts(ctx, user.id),
        readProfile(ctx, user.id).then(async (profile) => ({
          profile,
          local: await answerFromData(ctx, user.id, request.message, profile),
        })),
      ]);
      const [reserved, loaded] = await Promise.allSettled([reserving, loading]);
      if (reserved.status === "rejected") throw reserved.reason;
      if (loaded.status === "rejected") {
        await refundRun(ctx, reserved.value, MENTOR_TOOL_ID);
        throw loaded.reason;
      }
      const [messages, facts, { profile, local }] = loaded.value;
      return {
        user,
        message: request.message,
        conversation,
        history: recentWithinBudget(messages),
        facts,
        run: reserved.value,
        profile,
        local,
      };
    },

    /** "remember that ...": the message is reserved, the memory stored (or refused), then the facts read with it. */
    async beginRemembering(sessionUser: User, request: MentorChatRequest, text: string): Promise<MentorTurn> {
      const [user, conversation] = await Promise.all([
        loadActiveUser(ctx, sessionUser),
        ownedOrLatest(sessionUser.id, request.conversationId),
      ]);
      const run = await reserveRun(ctx, user, "mentor_message");
      try {
        let notice: string;
        try {
          const memory = await this.addMemory(user.id, text);
          notice = `Got it, I'll remember: "${memory.text}". You can edit or delete it under **Memories**.`;
        } catch (err) {
          if (!(err instanceof ValidationError)) throw err;
          notice = `I did not save that. ${err.message}`;
        }
        const [messages, facts] = await Promise.all([
          conversation ? repo.messages(conversation.id, 40) : [],
          mentorFacts(ctx, user.id),
        ]);
        return {
          user,
          message: request.message,
          conversation,
          history: recentWithinBudget(messages),
          facts,
          run,
          notice,
        };
      } catch (err) {
        await refundRun(ctx, run, MENTOR_TOOL_ID);
        throw err;
      }
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
        if (turn.notice) {
          text += turn.notice;
          options.onDelta?.(turn.notice);
        }
        // "What do you know about me?" is answered from the facts themselves, with a link to each one's tool, on
        // every engine (docs/decisions/1301-facts-in-the-prompt.md): a model could leave one out or invent one.
        // A "remember that ..." turn is answered by its notice alone.
        // So is a question about their own figures, and a legal, tax or age question (the careful answer).
        const local = turn.notice ? "" : asksWhatYouKnow(turn.message) ? factsReport(turn.facts) : (turn.local ?? null);
        const stream =
          local !== null
            ? (async function* () {
                if (local) yield local;
              })()
            : engine.streamText({
                system: `${SYSTEM_PROMPT}${turn.profile?.sells ? `\n\nTheir business, as their profile says: they sell ${turn.profile.sells}. Call it that.` : ""}\n\nWhat you know about this person and their business (their own data in HustleForge, most relevant first):\n${factsSummary(turn.facts, questionTopic(turn.message))}`,
                messages: [...turn.history, { role: "user", content: turn.message }],
                signal: options.signal,
                budgetMs: ctx.env.AI_TIME_BUDGET_MS,
                offlineReply: () =>
                  offlineMentorReply(turn.message, turn.facts, turn.profile?.sells, turn.profile?.currency),
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
      const proposal = proposedMemory(turn.message);
      const known = proposal && turn.facts.some((f) => f.kind === "memory" && f.name === proposal);
      return { response: text, ...stored, incomplete, ...(proposal && !known ? { proposedMemory: proposal } : {}) };
    },

    /** A conversation's messages: the named one (owned) or the latest; none yet → no conversation. */
    async history(userId: number, conversationId?: number) {
      const conversation = await ownedOrLatest(userId, conversationId);
      return { conversation, messages: conversation ? await repo.messages(conversation.id) : [] };
    },

    listConversations: (userId: number) => repo.listConversations(userId),
    /** The owner's conversations holding every word typed (prefixes too); nothing searchable → none. */
    async searchConversations(userId: number, q: string) {
      const query = prefixQuery(q);
      return query ? repo.searchConversations(userId, query) : [];
    },
    createConversation: (userId: number) => repo.createConversation(userId),

    async updateConversation(userId: number, id: number, change: { title?: string; pinned?: boolean }) {
      const row = await repo.updateConversation(userId, id, change);
      if (!row) throw notFound();
      return row;
    },

    async deleteConversation(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteConversation(userId, id))) throw notFound();
    },

    /** One conversation and all its messages, for the Markdown export. */
    async exportConversation(userId: number, id: number) {
      const conversation = await repo.findConversation(userId, id);
      if (!conversation) throw notFound();
      return { conversation, messages: await repo.messages(conversation.id, 10_000) };
    },

    listMemories: (userId: number) => repo.listMemories(userId),

    /** Stores a memory: 400 when it looks like a secret or the person already has the most allowed. */
    async addMemory(userId: number, text: string) {
      const refused = secretReason(text);
      if (refused) throw new ValidationError(refused, [{ path: "text", message: refused }]);
      const row = await repo.addMemory(userId, text, MENTOR_MEMORIES_PER_PERSON);
      if (!row) {
        const message = `You can keep at most ${MENTOR_MEMORIES_PER_PERSON} memories. Delete one to add another.`;
        throw new ValidationError(message, [{ path: "text", message }]);
      }
      return row;
    },

    async updateMemory(userId: number, id: number, text: string) {
      const refused = secretReason(text);
      if (refused) throw new ValidationError(refused, [{ path: "text", message: refused }]);
      const row = await repo.updateMemory(userId, id, text);
      if (!row) throw new NotFoundError("Memory not found");
      return row;
    },

    async deleteMemory(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteMemory(userId, id))) throw new NotFoundError("Memory not found");
    },
  };
}
