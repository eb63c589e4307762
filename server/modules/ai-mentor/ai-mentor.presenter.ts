/** Presents mentor conversations and messages: every field listed, dates as ISO strings. */
import type { MentorConversation as ConversationRow, MentorMessage as MessageRow } from "../../../shared/schema";
import type { MentorConversation, MentorMessage } from "../../../shared/contracts/ai-mentor";

export function presentConversation(row: ConversationRow): MentorConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMessage(row: MessageRow): MentorMessage {
  return {
    id: row.id,
    role: row.role === "user" ? "user" : "assistant",
    content: row.content,
    incomplete: row.incomplete,
    createdAt: row.createdAt.toISOString(),
  };
}
