/** One piece in full: its title, labels, word count, the text and a copy button. Used for results and the library. */
import { Copy } from "lucide-react";
import {
  CONTENT_LENGTH_OPTIONS,
  CONTENT_TONE_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  SOCIAL_PLATFORM_OPTIONS,
  type ContentPiece,
} from "@shared/contracts/creator-suite";
import { labelFor } from "@shared/contracts/options";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { copyWithToast } from "@/lib/clipboard";

/** The labels of a piece: type, platform, tone, length. */
export function PieceBadges({ piece }: { piece: ContentPiece }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{labelFor(CONTENT_TYPE_OPTIONS, piece.type)}</Badge>
      {piece.platform && <Badge variant="outline">{labelFor(SOCIAL_PLATFORM_OPTIONS, piece.platform)}</Badge>}
      <Badge variant="outline">{labelFor(CONTENT_TONE_OPTIONS, piece.tone)}</Badge>
      <Badge variant="outline">{labelFor(CONTENT_LENGTH_OPTIONS, piece.length).split(" (")[0]}</Badge>
    </div>
  );
}

export function CopyPieceButton({ piece, size = "sm" }: { piece: ContentPiece; size?: "sm" | "default" }) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={() => void copyWithToast(piece.content, "Your content")}
    >
      <Copy aria-hidden />
      Copy
    </Button>
  );
}

/** The text as written: line breaks kept, never rendered as HTML (docs/product-rules.md#ai-output-is-checked). */
export function PieceText({ piece }: { piece: ContentPiece }) {
  return (
    <div className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
      {piece.content}
    </div>
  );
}
