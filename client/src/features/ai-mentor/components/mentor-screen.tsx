/**
 * The AI Mentor Chat (/ai-mentor): the welcome message, the conversation restored from the server, six
 * popular questions that fill the input, a 500-character input with a live counter (Enter sends when not
 * pending), the typing indicator, the reply growing as it streams, the person's conversations (searched, pinned,
 * renamed, exported) and what the mentor remembers. At phone width the message box stays in view: the log leaves
 * room for the composer under it on the first screen (so the sticky composer covers no message), the composer sticks
 * to the bottom, and the popular questions are one swipeable row that folds away after the first message
 * (docs/decisions/1451-mentor-box-in-view.md).
 */
import { useEffect, useRef } from "react";
import { MessageSquare, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useUsage } from "@/hooks/use-usage";
import { WELCOME_MESSAGE } from "../chat-rules";
import { useMentorChat } from "../use-mentor-chat";
import { Composer } from "./composer";
import { ConversationList } from "./conversation-list";
import { MemoriesPanel } from "./memories-panel";
import { MessageBubble, TypingIndicator } from "./message-bubble";

export function MentorScreen() {
  const chat = useMentorChat();
  const usage = useUsage();
  const logRef = useRef<HTMLDivElement>(null);
  const streaming = chat.messages.some((m) => m.streaming);
  const lastContent = chat.messages.at(-1)?.content;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, lastContent, chat.pending]);

  const left = usage.data?.plan === "free" ? usage.data.usage.mentor_message?.remaining : undefined;

  return (
    <div>
      <PageHeader
        icon={MessageSquare}
        title="AI Business Mentor"
        description="Your 24/7 business coach: strategy advice, problem solving and the next step for your own business."
        actions={
          <Button type="button" variant="outline" onClick={() => void chat.startNew()} disabled={chat.busy}>
            <Plus aria-hidden />
            New conversation
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="order-2 space-y-6 lg:order-1 lg:self-start">
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">Conversations</CardTitle>
            </CardHeader>
            <CardContent className="max-h-96 overflow-y-auto lg:max-h-[28rem]">
              <ConversationList
                conversations={chat.conversations}
                activeId={chat.conversationId}
                disabled={chat.busy}
                onOpen={(id) => void chat.open(id)}
                onDelete={(id) => void chat.remove(id)}
                onUpdate={(id, change) => void chat.update(id, change)}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">Memories</CardTitle>
            </CardHeader>
            <CardContent>
              <MemoriesPanel
                disabled={chat.busy}
                onAskWhatYouKnow={() => void chat.send("What do you know about me?")}
              />
            </CardContent>
          </Card>
        </div>

        <Card className="order-1 flex min-w-0 flex-col lg:order-2 lg:self-start">
          <div
            ref={logRef}
            tabIndex={0}
            className="h-[max(12rem,calc(100dvh-30rem))] overflow-y-auto p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:h-[32rem] sm:p-5"
            role="log"
            aria-label="Conversation with your mentor"
            aria-busy={chat.busy}
          >
            <ul className="space-y-4">
              <MessageBubble message={{ role: "assistant", content: WELCOME_MESSAGE }} />
              {chat.loading ? null : chat.messages.map((m) => <MessageBubble key={m.key} message={m} />)}
              {chat.pending && !streaming && <TypingIndicator />}
            </ul>
          </div>

          {chat.proposal && (
            <div
              className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-brand-50 px-3 py-2 text-sm sm:px-5"
              role="status"
            >
              <span className="min-w-0 flex-1 text-slate-800">
                Remember this? <q className="font-medium">{chat.proposal}</q>
              </span>
              <Button type="button" size="sm" onClick={() => void chat.answerProposal(true)}>
                Remember
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => void chat.answerProposal(false)}>
                No thanks
              </Button>
            </div>
          )}
          <Composer
            pending={chat.busy}
            left={left}
            onSend={chat.send}
            folded={chat.messages.some((m) => m.role === "user")}
          />
        </Card>
      </div>
    </div>
  );
}
