/** The four content-type tiles (docs/spec-notes.md#screens-and-routes); the selected one is pressed. */
import { FileText, Mail, MessageSquare, Video, type LucideIcon } from "lucide-react";
import { CONTENT_TYPE_OPTIONS, type ContentType } from "@shared/contracts/creator-suite";
import { cn } from "@/lib/cn";

const TILE: Record<ContentType, { icon: LucideIcon; blurb: string }> = {
  social_post: { icon: MessageSquare, blurb: "Posts for Instagram, TikTok, Twitter, LinkedIn and YouTube" },
  blog_article: { icon: FileText, blurb: "Articles that teach and rank" },
  video_script: { icon: Video, blurb: "Scripts with a hook, scenes and a call to action" },
  newsletter: { icon: Mail, blurb: "Emails your subscribers want to open" },
};

type Props = { value: ContentType; onChange: (type: ContentType) => void };

export function ContentTypeTiles({ value, onChange }: Props) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="group" aria-label="Content type">
      {CONTENT_TYPE_OPTIONS.map((o) => {
        const { icon: Icon, blurb } = TILE[o.value];
        const selected = value === o.value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(o.value)}
            className={cn(
              "flex min-w-0 flex-col items-start gap-2 rounded-2xl border bg-white p-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-4",
              selected
                ? "border-brand-500 bg-brand-50 ring-1 ring-brand-500"
                : "border-slate-200 hover:border-brand-300",
            )}
          >
            <span
              className={cn(
                "flex size-9 items-center justify-center rounded-xl",
                selected ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700",
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="text-sm font-semibold text-slate-900">{o.label}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{blurb}</span>
          </button>
        );
      })}
    </div>
  );
}
