/** One chat message: the person's on the right, the mentor's on the left rendered as safe Markdown. */
import { Bot, User } from "lucide-react";
import { UpgradeLink } from "@/components/ui/upgrade-link";
import { cn } from "@/lib/cn";
import type { ChatMessage } from "../use-mentor-chat";
import { Markdown } from "./markdown";

export function MessageBubble({
  message,
}: {
  message: Pick<ChatMessage, "role" | "content" | "kind" | "incomplete" | "streaming">;
}) {
  const mine = message.role === "user";
  return (
    <li
      className={cn("flex gap-2 sm:gap-3", mine && "flex-row-reverse")}
      data-testid="mentor-message"
      data-role={message.role}
      data-streaming={message.streaming ? "true" : undefined}
    >
      <span
        className={cn(
          "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full",
          mine ? "bg-slate-200 text-slate-700" : "bg-gradient-to-br from-brand-600 to-accent-600 text-white",
        )}
        aria-hidden
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          "min-w-0 max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]",
          mine ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-800",
          message.kind === "error" && "bg-red-50 text-red-800",
          message.kind === "limit" && "border border-amber-300 bg-amber-50 text-amber-900",
        )}
      >
        <span className="sr-only">{mine ? "You said:" : "Mentor:"}</span>
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : (
          <Markdown text={message.content} />
        )}
        {message.kind === "limit" && <UpgradeLink size="sm" variant="gradient" className="mt-3" />}
        {message.incomplete && <p className="mt-2 text-xs italic text-slate-500">This reply was cut short.</p>}
      </div>
    </li>
  );
}

/** The three bouncing dots shown while the mentor is thinking. */
export function TypingIndicator() {
  return (
    <li className="flex gap-2 sm:gap-3" data-testid="mentor-typing">
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-white"
        aria-hidden
      >
        <Bot className="size-4" />
      </span>
      <div
        className="flex items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3"
        role="status"
        aria-label="Mentor is typing"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
