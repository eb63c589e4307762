/**
 * The mentor's composer on the form kit, checked by the chat schema of shared/contracts/ai-mentor.ts: six
 * popular questions that fill the input, the 500-character input with its live counter (Enter sends when a
 * message can be sent, Shift+Enter starts a new line), the send button and the free messages left today.
 */
import type { KeyboardEvent } from "react";
import { useWatch } from "react-hook-form";
import { Send } from "lucide-react";
import { mentorChatRequestSchema } from "@shared/contracts/ai-mentor";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { canSend, MENTOR_MESSAGE_MAX, POPULAR_QUESTIONS } from "../chat-rules";

type Props = {
  /** A reply is on its way: nothing more can be sent. */
  pending: boolean;
  /** Free messages left today, on the free plan. */
  left?: number | null;
  onSend: (message: string) => Promise<unknown>;
  /** Once the conversation has a message the popular questions fold away (a tap opens them again). */
  folded?: boolean;
};

export function Composer({ pending, left, onSend, folded = false }: Props) {
  const form = useSchemaForm(mentorChatRequestSchema, { message: "" });
  const text = useWatch({ control: form.control, name: "message" }) ?? "";
  const error = form.formState.errors.message?.message;

  const send = async ({ message }: { message: string }) => {
    form.reset({ message: "" });
    await onSend(message);
    form.setFocus("message");
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      if (canSend(text, pending)) e.currentTarget.form?.requestSubmit();
    }
  };

  const handleQuestion = (question: string) => {
    form.setValue("message", question);
    form.setFocus("message");
  };

  return (
    <div className="sticky bottom-0 z-10 rounded-b-2xl border-t border-slate-200 bg-white p-3 sm:p-5 lg:static">
      <details key={String(folded)} open={!folded} className="group mb-3">
        <summary className="mb-2 cursor-pointer list-none text-sm font-semibold text-slate-700 marker:hidden [&::-webkit-details-marker]:hidden">
          <h2 className="inline">Popular questions</h2>
          <span aria-hidden className="ml-1 inline-block text-slate-500 transition-transform group-open:rotate-90">
            ›
          </span>
        </summary>
        {/* One swipeable row on a phone (six wrapped chips took half the screen), wrapped from sm up. */}
        <div className="-mx-3 mb-1 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {POPULAR_QUESTIONS.map((q) => (
            <button
              key={q}
              type="button"
              onClick={() => handleQuestion(q)}
              className="shrink-0 whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-xs sm:shrink sm:whitespace-normal font-medium text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:text-sm"
            >
              {q}
            </button>
          ))}
        </div>
      </details>

      <SchemaForm form={form} schema={mentorChatRequestSchema} onValid={send} className="space-y-2">
        <label htmlFor="mentor-input" className="sr-only">
          Your message
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id="mentor-input"
            rows={2}
            className="min-h-[3.25rem] flex-1 resize-none"
            placeholder="Ask your mentor anything about your business..."
            maxLength={MENTOR_MESSAGE_MAX}
            onKeyDown={handleKeyDown}
            aria-describedby={error ? "mentor-counter mentor-input-error" : "mentor-counter"}
            aria-invalid={error ? true : undefined}
            {...form.register("message")}
          />
          <Button
            type="submit"
            size="icon"
            className="size-12 shrink-0"
            disabled={!canSend(text, pending)}
            aria-label="Send message"
          >
            <Send aria-hidden />
          </Button>
        </div>
        {error && (
          <p id="mentor-input-error" role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
          <span
            id="mentor-counter"
            className={cn(text.length >= MENTOR_MESSAGE_MAX && "font-semibold text-amber-700")}
            data-testid="mentor-counter"
          >
            {text.length}/{MENTOR_MESSAGE_MAX}
          </span>
          {left !== undefined && left !== null && (
            <span data-testid="mentor-left">
              {left} free {left === 1 ? "message" : "messages"} left today
            </span>
          )}
        </div>
      </SchemaForm>
    </div>
  );
}
