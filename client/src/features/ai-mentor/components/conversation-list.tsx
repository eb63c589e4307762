/**
 * The person's conversations: search them (full text, the matching words marked), open, pin (pinned first), rename,
 * export as Markdown, or delete one (docs/guide/ai-mentor.md#past-conversations).
 */
import { useEffect, useRef, useState } from "react";
import { Download, MessagesSquare, Pencil, Pin, PinOff, Search, Trash2 } from "lucide-react";
import { MENTOR_TITLE_MAX, type Highlight, type MentorConversation } from "@shared/contracts/ai-mentor";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { conversationExportUrl, useConversationSearch } from "../api";

type Props = {
  conversations: MentorConversation[];
  activeId: number | null;
  disabled: boolean;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
  onUpdate: (id: number, change: { title?: string; pinned?: boolean }) => void;
};

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

/** Markdown's marks (bold, italic, code) left out of a snippet, which shows plain text. */
const plain = (text: string) => text.replace(/\*\*|__|`/g, "");

/** Text pieces with the matching ones in <mark>: rendered as text, never as HTML. */
function Marked({ pieces }: { pieces: Highlight }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.match ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {plain(p.text)}
          </mark>
        ) : (
          <span key={i}>{plain(p.text)}</span>
        ),
      )}
    </>
  );
}

function useDebounced(value: string, ms = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function RenameForm({ c, onDone }: { c: MentorConversation; onDone: (title?: string) => void }) {
  const [title, setTitle] = useState(c.title);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="flex items-center gap-1 px-2 pb-2"
      onSubmit={(e) => {
        e.preventDefault();
        onDone(title.trim() || undefined);
      }}
    >
      <label htmlFor={`rename-${c.id}`} className="sr-only">
        Conversation title
      </label>
      <Input
        id={`rename-${c.id}`}
        value={title}
        maxLength={MENTOR_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        className="h-8 min-w-0 flex-1"
        ref={input}
      />
      <Button type="submit" size="sm" className="h-8">
        Save
      </Button>
    </form>
  );
}

export function ConversationList({ conversations, activeId, disabled, onOpen, onDelete, onUpdate }: Props) {
  const [q, setQ] = useState("");
  const [renaming, setRenaming] = useState<number | null>(null);
  const query = useDebounced(q.trim());
  const results = useConversationSearch(query);

  const search = (
    <div className="relative mb-3">
      <Search aria-hidden className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-slate-500" />
      <label htmlFor="mentor-search" className="sr-only">
        Search conversations
      </label>
      <Input
        id="mentor-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search conversations"
        className="h-9 pl-8"
      />
    </div>
  );

  if (query) {
    const hits = results.data ?? [];
    return (
      <div>
        {search}
        {results.isFetching && hits.length === 0 ? (
          <p className="px-1 text-sm text-slate-600">Searching...</p>
        ) : hits.length === 0 ? (
          <p className="px-1 text-sm text-slate-600">No conversation mentions &ldquo;{query}&rdquo;.</p>
        ) : (
          <ul className="space-y-1" aria-label="Search results">
            {hits.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="w-full rounded-xl px-2 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  disabled={disabled}
                  onClick={() => onOpen(c.id)}
                >
                  <span className="block truncate font-medium text-slate-800">
                    <Marked pieces={c.titleHighlight ?? [{ text: c.title, match: false }]} />
                  </span>
                  {(c.matches ?? []).slice(0, 2).map((m) => (
                    <span key={m.messageId} className="mt-1 line-clamp-2 block text-xs text-slate-600">
                      {m.role === "user" ? "You: " : "Mentor: "}
                      <Marked pieces={m.snippet} />
                    </span>
                  ))}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div>
      {search}
      {conversations.length === 0 ? (
        <p className="px-1 text-sm text-slate-600">Your conversations appear here.</p>
      ) : (
        <ul className="space-y-1" aria-label="Conversations">
          {conversations.map((c) => (
            <li key={c.id} className={cn("rounded-xl", c.id === activeId ? "bg-brand-50" : "hover:bg-slate-50")}>
              <div className="flex items-center gap-0.5">
                <button
                  type="button"
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-xl px-2 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  aria-current={c.id === activeId ? "true" : undefined}
                  disabled={disabled}
                  onClick={() => onOpen(c.id)}
                >
                  {c.pinned ? (
                    <Pin aria-label="Pinned" className="size-4 shrink-0 text-brand-600" />
                  ) : (
                    <MessagesSquare aria-hidden className="size-4 shrink-0 text-slate-500" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-800">{c.title}</span>
                    <span className="block text-xs text-slate-600">{when(c.updatedAt)}</span>
                  </span>
                </button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`${c.pinned ? "Unpin" : "Pin"} conversation ${c.title}`}
                  aria-pressed={c.pinned}
                  disabled={disabled}
                  onClick={() => onUpdate(c.id, { pinned: !c.pinned })}
                >
                  {c.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`Delete conversation ${c.title}`}
                  disabled={disabled}
                  onClick={() => onDelete(c.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {c.id === activeId &&
                (renaming === c.id ? (
                  <RenameForm
                    c={c}
                    onDone={(title) => {
                      setRenaming(null);
                      if (title && title !== c.title) onUpdate(c.id, { title });
                    }}
                  />
                ) : (
                  <div className="flex gap-2 px-1 pb-1 text-xs">
                    <button
                      type="button"
                      className="inline-flex min-h-6 items-center gap-1 px-1 font-medium text-brand-700 hover:underline"
                      onClick={() => setRenaming(c.id)}
                    >
                      <Pencil aria-hidden className="size-3" />
                      Rename
                    </button>
                    <a
                      href={conversationExportUrl(c.id)}
                      download
                      className="inline-flex min-h-6 items-center gap-1 px-1 font-medium text-brand-700 hover:underline"
                    >
                      <Download aria-hidden className="size-3" />
                      Export (.md)
                    </a>
                  </div>
                ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
