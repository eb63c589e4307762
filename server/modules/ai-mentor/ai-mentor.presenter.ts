/** Presents mentor conversations, messages, search results and memories: every field listed, dates as ISO strings. */
import type {
  MentorConversation as ConversationRow,
  MentorMemory as MemoryRow,
  MentorMessage as MessageRow,
} from "../../../shared/schema";
import type {
  Highlight,
  MentorConversation,
  MentorConversationHit,
  MentorMemory,
  MentorMessage,
} from "../../../shared/contracts/ai-mentor";
import type { ConversationSearchRow } from "./ai-mentor.repository";

export function presentConversation(row: ConversationRow): MentorConversation {
  return {
    id: row.id,
    title: row.title,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const START = String.fromCharCode(1);
const STOP = String.fromCharCode(2);

/**
 * Text marked by ts_headline (a match between \u0001 and \u0002) as pieces of plain text: the client renders each
 * as text, marking the matching ones, so nothing in a message is ever rendered as HTML.
 */
export function highlightPieces(marked: string): Highlight {
  const pieces: Highlight = [];
  for (const [i, part] of marked.replaceAll(START, STOP).split(STOP).entries()) {
    if (part) pieces.push({ text: part, match: i % 2 === 1 });
  }
  return pieces;
}

export function presentSearchHit(row: ConversationSearchRow): MentorConversationHit {
  return {
    ...presentConversation(row),
    titleHighlight: highlightPieces(row.titleMarked ?? row.title),
    matches: row.matches.map((m) => ({
      messageId: m.id,
      role: m.role === "user" ? "user" : "assistant",
      snippet: highlightPieces(m.marked),
    })),
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

export function presentMemory(row: MemoryRow): MentorMemory {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One conversation as a Markdown file: its title, then each message under who wrote it. */
export function conversationMarkdown(conversation: ConversationRow, messages: readonly MessageRow[]): string {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const parts = [
    `# ${conversation.title}`,
    `_A conversation with the HustleForge AI mentor, ${day(conversation.createdAt)} to ${day(conversation.updatedAt)}._`,
  ];
  for (const m of messages) {
    const who = m.role === "user" ? "You" : "Mentor";
    parts.push(`## ${who}${m.incomplete ? " (cut short)" : ""}`, m.content);
  }
  return `${parts.join("\n\n")}\n`;
}
