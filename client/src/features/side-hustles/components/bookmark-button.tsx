/** The bookmark toggle of a hustle (docs/product-rules.md#blank-actions: bookmarks are saved per user). */
import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToggleBookmark } from "../api/side-hustles-api";

type Props = { id: number; title: string; bookmarked: boolean; withText?: boolean };

export function BookmarkButton({ id, title, bookmarked, withText }: Props) {
  const toggle = useToggleBookmark();
  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={bookmarked ? "secondary" : "outline"}
      size={withText ? "default" : "icon"}
      aria-pressed={bookmarked}
      aria-label={withText ? undefined : `${bookmarked ? "Remove bookmark from" : "Bookmark"} ${title}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id, on: !bookmarked })}
      data-testid="bookmark-button"
    >
      <Icon aria-hidden="true" className={bookmarked ? "fill-brand-600 text-brand-700" : undefined} />
      {withText && (bookmarked ? "Bookmarked" : "Bookmark")}
    </Button>
  );
}
