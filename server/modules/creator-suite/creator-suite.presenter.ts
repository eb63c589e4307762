/** Presents a stored content piece: every field listed, with its word count. */
import type { ContentPieceRow } from "../../../shared/schema";
import type { ContentPiece } from "../../../shared/contracts/creator-suite";
import { countWords } from "../../../shared/domain/content-length";

export function presentContentPiece(row: ContentPieceRow): ContentPiece {
  return {
    id: row.id,
    type: row.type as ContentPiece["type"],
    title: row.title,
    content: row.content,
    tone: row.tone as ContentPiece["tone"],
    platform: (row.platform as ContentPiece["platform"]) ?? null,
    length: row.length as ContentPiece["length"],
    topic: row.topic,
    targetAudience: row.targetAudience,
    draft: row.draft,
    wordCount: countWords(row.content),
    createdAt: row.createdAt.toISOString(),
  };
}
