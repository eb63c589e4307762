/** Drizzle queries on mentor_conversations and mentor_messages; every read and write is scoped to the owner. */
import { and, desc, eq, sql } from "drizzle-orm";
import {
  mentorConversations,
  mentorMessages,
  type MentorConversation,
  type MentorMessage,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export const DEFAULT_CONVERSATION_TITLE = "New conversation";

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
        .orderBy(desc(mentorConversations.updatedAt), desc(mentorConversations.id))
        .limit(limit);
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
