/** Drizzle queries on mentor_conversations and mentor_messages; every read and write is scoped to the owner. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  mentorConversations,
  mentorMemories,
  mentorMessages,
  users,
  type MentorConversation,
  type MentorMemory,
  type MentorMessage,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export const DEFAULT_CONVERSATION_TITLE = "New conversation";

/** A conversation found by a search, with its title and up to three messages marked (\u0001 ... \u0002). */
export type ConversationSearchRow = MentorConversation & {
  titleMarked: string | null;
  matches: { id: number; role: string; marked: string }[];
};

/**
 * A prefix query of the words typed (letters and digits only, so nothing typed is query syntax): every word must
 * appear, "treat" finds "treats" and "zorbl" finds "Zorblax". Null when nothing searchable was typed.
 */
export function prefixQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w.toLowerCase()}:*`).join(" & ") : null;
}

/** ts_headline's options: control characters mark the matches (stripped from the text first), never HTML. */
const HEADLINE = sql.raw(
  `'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=18, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "'`,
);
const TITLE_HEADLINE = sql.raw(`'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', HighlightAll=true'`);

export type NewExchange = {
  userId: number;
  conversationId: number;
  question: string;
  reply: string;
  incomplete: boolean;
};

export function createMentorRepository(db: Db) {
  return {
    async latestConversation(userId: number): Promise<MentorConversation | undefined> {
      const [row] = await db
        .select()
        .from(mentorConversations)
        .where(eq(mentorConversations.userId, userId))
        .orderBy(desc(mentorConversations.updatedAt), desc(mentorConversations.id))
        .limit(1);
      return row;
    },
    async findConversation(userId: number, id: number): Promise<MentorConversation | undefined> {
      const [row] = await db
        .select()
        .from(mentorConversations)
        .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)))
        .limit(1);
      return row;
    },
    /** The owner's conversation, locked until the transaction ends (a delete waits for it); undefined if gone. */
    async lockConversation(userId: number, id: number, tx: DbOrTx): Promise<MentorConversation | undefined> {
      const [row] = await tx
        .select()
        .from(mentorConversations)
        .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)))
        .for("update");
      return row;
    },
    async listConversations(userId: number, limit = 50): Promise<MentorConversation[]> {
      return db
        .select()
        .from(mentorConversations)
        .where(eq(mentorConversations.userId, userId))
        .orderBy(desc(mentorConversations.pinned), desc(mentorConversations.updatedAt), desc(mentorConversations.id))
        .limit(limit);
    },
    /**
     * The owner's conversations whose title or messages hold every word of `query` (full-text, GIN indexes on both;
     * docs/decisions/1303-conversation-search.md): pinned first, then latest, with the matches marked.
     */
    async searchConversations(userId: number, query: string, limit = 20): Promise<ConversationSearchRow[]> {
      const result = await db.execute<{
        id: number;
        user_id: number;
        title: string;
        pinned: boolean;
        created_at: string | Date;
        updated_at: string | Date;
        title_marked: string | null;
        matches: { id: number; role: string; marked: string }[] | null;
      }>(sql`
        with q as (select to_tsquery('english', ${query}) as query)
        select c.id, c.user_id, c.title, c.pinned, c.created_at, c.updated_at,
          case when c.search @@ q.query
            then ts_headline('english', translate(c.title, chr(1) || chr(2), ''), q.query, ${TITLE_HEADLINE}) end
            as title_marked,
          (select coalesce(json_agg(json_build_object('id', x.id, 'role', x.role, 'marked', x.marked) order by x.id desc), '[]')
             from (select m.id, m.role,
                     ts_headline('english', translate(m.content, chr(1) || chr(2), ''), q.query, ${HEADLINE}) as marked
                   from mentor_messages m
                   where m.conversation_id = c.id and m.search @@ q.query
                   order by m.id desc limit 3) x) as matches
        from mentor_conversations c, q
        where c.user_id = ${userId}
          and (c.search @@ q.query or c.id in (
            select m.conversation_id from mentor_messages m where m.search @@ q.query and m.user_id = ${userId}))
        order by c.pinned desc, c.updated_at desc, c.id desc
        limit ${limit}`);
      return result.rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        title: r.title,
        pinned: r.pinned,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
        titleMarked: r.title_marked,
        matches: r.matches ?? [],
      }));
    },
    /** Renames or pins the owner's conversation; undefined when it is not theirs. */
    async updateConversation(
      userId: number,
      id: number,
      change: { title?: string; pinned?: boolean },
    ): Promise<MentorConversation | undefined> {
      const [row] = await db
        .update(mentorConversations)
        .set(change)
        .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)))
        .returning();
      return row;
    },

    listMemories(userId: number): Promise<MentorMemory[]> {
      return db
        .select()
        .from(mentorMemories)
        .where(eq(mentorMemories.userId, userId))
        .orderBy(asc(mentorMemories.id))
        .limit(100);
    },
    /**
     * Adds a memory unless the person already has `max`: the user's row is locked so two parallel adds cannot both
     * pass the count. Undefined when full.
     */
    async addMemory(userId: number, text: string, max: number): Promise<MentorMemory | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(mentorMemories)
          .where(eq(mentorMemories.userId, userId));
        if (n >= max) return undefined;
        const [row] = await tx.insert(mentorMemories).values({ userId, text }).returning();
        return row;
      });
    },
    async updateMemory(userId: number, id: number, text: string): Promise<MentorMemory | undefined> {
      const [row] = await db
        .update(mentorMemories)
        .set({ text, updatedAt: sql`now()` })
        .where(and(eq(mentorMemories.id, id), eq(mentorMemories.userId, userId)))
        .returning();
      return row;
    },
    async deleteMemory(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(mentorMemories)
        .where(and(eq(mentorMemories.id, id), eq(mentorMemories.userId, userId)))
        .returning({ id: mentorMemories.id });
      return rows.length > 0;
    },
    async createConversation(userId: number, tx: DbOrTx = db): Promise<MentorConversation> {
      const [row] = await tx.insert(mentorConversations).values({ userId }).returning();
      return row;
    },
    /** Deletes the owner's conversation and its messages (ON DELETE CASCADE); false when it is not theirs. */
    async deleteConversation(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(mentorConversations)
        .where(and(eq(mentorConversations.id, id), eq(mentorConversations.userId, userId)))
        .returning({ id: mentorConversations.id });
      return rows.length > 0;
    },
    /** A conversation's messages in the order they were written. */
    async messages(conversationId: number, limit = 200): Promise<MentorMessage[]> {
      const rows = await db
        .select()
        .from(mentorMessages)
        .where(eq(mentorMessages.conversationId, conversationId))
        .orderBy(desc(mentorMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    /**
     * Stores a question and its reply, and names an untitled conversation after its first question: one short
     * transaction, opened only after the engine has answered (never across the engine call).
     */
    async storeExchange(e: NewExchange, tx: DbOrTx = db): Promise<{ reply: MentorMessage }> {
      const [, reply] = await tx
        .insert(mentorMessages)
        .values([
          { conversationId: e.conversationId, userId: e.userId, role: "user", content: e.question },
          {
            conversationId: e.conversationId,
            userId: e.userId,
            role: "assistant",
            content: e.reply,
            incomplete: e.incomplete,
          },
        ])
        .returning();
      const title = e.question.length > 60 ? `${e.question.slice(0, 57).trimEnd()}...` : e.question;
      await tx
        .update(mentorConversations)
        .set({
          updatedAt: sql`now()`,
          title: sql`case when ${mentorConversations.title} = ${DEFAULT_CONVERSATION_TITLE} then ${title} else ${mentorConversations.title} end`,
        })
        .where(eq(mentorConversations.id, e.conversationId));
      return { reply };
    },
  };
}
