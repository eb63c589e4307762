/**
 * The Content Library tab: the user's pieces (requested only while this tab is mounted), searchable by title,
 * topic and text, filtered by type; each can be copied, opened in full and deleted.
 */
import { useMemo, useState } from "react";
import { ChevronDown, ChevronUp, Library, Search, Trash2 } from "lucide-react";
import { CONTENT_TYPE_OPTIONS, type ContentPiece } from "@shared/contracts/creator-suite";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useContentLibrary, useDeleteContent } from "../api/creator-api";
import { DraftNotice } from "@/components/generator/draft-notice";
import { CopyPieceButton, PieceBadges, PieceText } from "./content-piece-view";

/** Pieces matching the search text (title, topic, audience or content) and the type ('all' keeps every type). */
export function filterPieces(pieces: readonly ContentPiece[], search: string, type: string): ContentPiece[] {
  const q = search.trim().toLowerCase();
  return pieces.filter(
    (p) =>
      (type === "all" || p.type === type) &&
      (!q || [p.title, p.topic, p.targetAudience, p.content].some((t) => t.toLowerCase().includes(q))),
  );
}

export function ContentLibrary({ onCreate }: { onCreate: () => void }) {
  const library = useContentLibrary(true);
  const remove = useDeleteContent();
  const [search, setSearch] = useState("");
  const [type, setType] = useState("all");
  const [openId, setOpenId] = useState<number | null>(null);
  const shown = useMemo(() => filterPieces(library.data ?? [], search, type), [library.data, search, type]);

  if (library.isLoading)
    return (
      <div className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  if (library.isError)
    return (
      <EmptyState
        icon={Library}
        title="Could not load your library"
        description={errorDetail(library.error) ?? "Please try again."}
        action={<Button onClick={() => void library.refetch()}>Try again</Button>}
      />
    );
  if (!library.data?.length)
    return (
      <EmptyState
        icon={Library}
        title="Your library is empty"
        description="Every piece you generate is saved here, ready to copy again."
        action={<Button onClick={onCreate}>Generate Content</Button>}
      />
    );

  const handleDelete = (piece: ContentPiece) =>
    remove.mutate(piece.id, {
      onSuccess: () =>
        toast({ title: "Content deleted", description: `"${piece.title}" was removed from your library.` }),
      onError: (err) =>
        toast({ title: "Delete Failed", description: errorDetail(err) ?? "Please try again.", variant: "destructive" }),
    });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_220px]">
        <div className="relative">
          <Label htmlFor="library-search" className="sr-only">
            Search your content
          </Label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="library-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search your content"
            className="pl-9"
          />
        </div>
        <div>
          <Label htmlFor="library-type" className="sr-only">
            Filter by type
          </Label>
          <NativeSelect id="library-type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="all">All types</option>
            {CONTENT_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown.length} of {library.data.length} pieces
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={Search}
          title="Nothing matches"
          description="Try another word or show all types."
          action={
            <Button
              variant="outline"
              onClick={() => {
                setSearch("");
                setType("all");
              }}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul className="space-y-3">
          {shown.map((piece) => {
            const open = openId === piece.id;
            return (
              <li key={piece.id}>
                <Card data-testid="library-item">
                  <CardContent className="space-y-3 pt-4 sm:pt-5">
                    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h3 className="break-words font-semibold text-slate-900">{piece.title}</h3>
                        <p className="text-xs text-slate-600">
                          {new Date(piece.createdAt).toLocaleDateString()} · {piece.wordCount} words
                        </p>
                      </div>
                      <PieceBadges piece={piece} />
                      {piece.draft && <DraftNotice />}
                    </div>
                    {open ? (
                      <PieceText piece={piece} />
                    ) : (
                      <p className="line-clamp-2 break-words text-sm text-slate-700">{piece.content}</p>
                    )}
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        variant="secondary"
                        size="sm"
                        aria-expanded={open}
                        onClick={() => setOpenId(open ? null : piece.id)}
                      >
                        {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
                        {open ? "Close" : "Open"}
                      </Button>
                      <CopyPieceButton piece={piece} />
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        disabled={remove.isPending}
                        onClick={() => handleDelete(piece)}
                        aria-label={`Delete ${piece.title}`}
                      >
                        <Trash2 aria-hidden />
                        Delete
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
