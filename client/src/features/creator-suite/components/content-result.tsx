/** The freshly generated piece, with its copy button and word count. */
import type { ContentPiece } from "@shared/contracts/creator-suite";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DraftNotice } from "@/components/generator/draft-notice";
import { CopyPieceButton, PieceBadges, PieceText } from "./content-piece-view";

export function ContentResult({ piece }: { piece: ContentPiece }) {
  return (
    <Card data-testid="content-result">
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <CardTitle className="break-words">{piece.title}</CardTitle>
            <p className="mt-1 text-sm text-slate-600" data-testid="word-count">
              {piece.wordCount} words
            </p>
          </div>
          <CopyPieceButton piece={piece} />
        </div>
        <PieceBadges piece={piece} />
        {piece.draft && <DraftNotice />}
      </CardHeader>
      <CardContent>
        <PieceText piece={piece} />
      </CardContent>
    </Card>
  );
}
