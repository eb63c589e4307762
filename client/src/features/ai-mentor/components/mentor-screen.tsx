/**
 * The AI Mentor Chat (/ai-mentor): the welcome message, the conversation restored from the server, six
 * popular questions that fill the input, a 500-character input with a live counter (Enter sends when not
 * pending), the typing indicator, the reply growing as it streams, and the person's conversations.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { MessageSquare, Plus, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Textarea } from "@/components/ui/textarea";
import { useUsage } from "@/hooks/use-usage";
import { cn } from "@/lib/cn";
import { canSend, MENTOR_MESSAGE_MAX, POPULAR_QUESTIONS, WELCOME_MESSAGE } from "../chat-rules";
import { useMentorChat } from "../use-mentor-chat";
import { ConversationList } from "./conversation-list";
import { MessageBubble, TypingIndicator } from "./message-bubble";

export function MentorScreen() {
  const chat = useMentorChat();
  const usage = useUsage();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const streaming = chat.messages.some((m) => m.streaming);
  const lastContent = chat.messages.at(-1)?.content;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, lastContent, chat.pending]);

  const handleSend = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend(input, chat.pending)) return;
    const text = input;
    setInput("");
    await chat.send(text);
    inputRef.current?.focus();
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      if (!chat.pending) void handleSend();
    }
  };

  const handleQuestion = (question: string) => {
    setInput(question);
    inputRef.current?.focus();
  };

  const left = usage.data?.plan === "free" ? usage.data.usage.mentor_message?.remaining : undefined;

  return (
    <div>
      <PageHeader
        icon={MessageSquare}
        title="AI Business Mentor"
        description="Your 24/7 business coach: strategy advice, problem solving and the next step for your own business."
        actions={
          <Button type="button" variant="outline" onClick={() => void chat.startNew()} disabled={chat.pending}>
            <Plus aria-hidden />
            New conversation
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Card className="order-2 lg:order-1 lg:self-start">
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Conversations</CardTitle>
          </CardHeader>
          <CardContent className="max-h-72 overflow-y-auto lg:max-h-[36rem]">
            <ConversationList
              conversations={chat.conversations}
              activeId={chat.conversationId}
              disabled={chat.pending}
              onOpen={(id) => void chat.open(id)}
              onDelete={(id) => void chat.remove(id)}
            />
          </CardContent>
        </Card>

        <Card className="order-1 flex min-w-0 flex-col lg:order-2">
          <div
            ref={logRef}
            tabIndex={0}
            className="h-[26rem] overflow-y-auto p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:h-[32rem] sm:p-5"
            role="log"
            aria-label="Conversation with your mentor"
            aria-busy={chat.pending}
          >
            <ul className="space-y-4">
              <MessageBubble message={{ role: "assistant", content: WELCOME_MESSAGE }} />
              {chat.loading ? null : chat.messages.map((m) => <MessageBubble key={m.key} message={m} />)}
              {chat.pending && !streaming && <TypingIndicator />}
            </ul>
          </div>

          <div className="border-t border-slate-200 p-3 sm:p-5">
            <h2 className="mb-2 text-sm font-semibold text-slate-700">Popular questions</h2>
            <div className="mb-4 flex flex-wrap gap-2">
              {POPULAR_QUESTIONS.map((q) => (
                <button
                  key={q}
                  type="button"
                  onClick={() => handleQuestion(q)}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-xs font-medium text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:text-sm"
                >
                  {q}
                </button>
              ))}
            </div>

            <form onSubmit={handleSend} className="space-y-2">
              <label htmlFor="mentor-input" className="sr-only">
                Your message
              </label>
              <div className="flex items-end gap-2">
                <Textarea
                  id="mentor-input"
                  ref={inputRef}
                  rows={2}
                  className="min-h-[3.25rem] flex-1 resize-none"
                  placeholder="Ask your mentor anything about your business..."
                  maxLength={MENTOR_MESSAGE_MAX}
                  value={input}
                  onChange={(e) => setInput(e.target.value)}
                  onKeyDown={handleKeyDown}
                  aria-describedby="mentor-counter"
                />
                <Button
                  type="submit"
                  size="icon"
                  className="size-12 shrink-0"
                  disabled={!canSend(input, chat.pending)}
                  aria-label="Send message"
                >
                  <Send aria-hidden />
                </Button>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
                <span
                  id="mentor-counter"
                  className={cn(input.length >= MENTOR_MESSAGE_MAX && "font-semibold text-amber-700")}
                  data-testid="mentor-counter"
                >
                  {input.length}/{MENTOR_MESSAGE_MAX}
                </span>
                {left !== undefined && left !== null && (
                  <span data-testid="mentor-left">
                    {left} free {left === 1 ? "message" : "messages"} left today
                  </span>
                )}
              </div>
            </form>
          </div>
        </Card>
      </div>
    </div>
  );
}
