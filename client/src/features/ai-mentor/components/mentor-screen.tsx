/**
 * The AI Mentor Chat (/ai-mentor): the welcome message, the conversation restored from the server, six
 * popular questions that fill the input, a 500-character input with a live counter (Enter sends when not
 * pending), the typing indicator, the reply growing as it streams, and the person's conversations.
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

          <Composer pending={chat.pending} left={left} onSend={chat.send} />
        </Card>
      </div>
    </div>
  );
}
