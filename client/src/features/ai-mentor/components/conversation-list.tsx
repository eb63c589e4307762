/** The person's conversations: open one, or delete it. */
import { MessagesSquare, Trash2 } from "lucide-react";
import type { MentorConversation } from "@shared/contracts/ai-mentor";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type Props = {
  conversations: MentorConversation[];
  activeId: number | null;
  disabled: boolean;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
};

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });

export function ConversationList({ conversations, activeId, disabled, onOpen, onDelete }: Props) {
  if (conversations.length === 0) return <p className="px-1 text-sm text-slate-600">Your conversations appear here.</p>;
  return (
    <ul className="space-y-1" aria-label="Conversations">
      {conversations.map((c) => (
        <li
          key={c.id}
          className={cn(
            "group flex items-center gap-1 rounded-xl",
            c.id === activeId ? "bg-brand-50" : "hover:bg-slate-50",
          )}
        >
          <button
            type="button"
            className="flex min-w-0 flex-1 items-center gap-2 rounded-xl px-2 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            aria-current={c.id === activeId ? "true" : undefined}
            disabled={disabled}
            onClick={() => onOpen(c.id)}
          >
            <MessagesSquare aria-hidden className="size-4 shrink-0 text-slate-500" />
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
            aria-label={`Delete conversation ${c.title}`}
            disabled={disabled}
            onClick={() => onDelete(c.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
