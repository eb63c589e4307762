/**
 * What the mentor remembers (docs/guide/ai-mentor.md#memories): the list, each editable and deletable, a box to add
 * one (300 characters; the server refuses what looks like a secret and says why), and "What do you know about me?".
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Pencil, Trash2, X } from "lucide-react";
import { MENTOR_MEMORY_MAX, type MentorMemory } from "@shared/contracts/ai-mentor";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import { addMemory, deleteMemory, editMemory, MENTOR_MEMORIES_KEY, useMemories } from "../api";

type Props = { onAskWhatYouKnow: () => void; disabled: boolean };

function MemoryRow({ memory, onError }: { memory: MentorMemory; onError: (m: string | null) => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(memory.text);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENTOR_MEMORIES_KEY });
  const save = useMutation({
    mutationFn: () => editMemory(memory.id, text.trim()),
    onSuccess: () => {
      setEditing(false);
      onError(null);
      void refresh();
    },
    onError: (err) => onError(errorDetail(err) ?? "The memory could not be saved."),
  });
  const remove = useMutation({
    mutationFn: () => deleteMemory(memory.id),
    onSuccess: () => void refresh(),
    onError: (err) => onError(errorDetail(err) ?? "The memory could not be deleted."),
  });
  if (editing)
    return (
      <li>
        <form
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) save.mutate();
          }}
        >
          <label htmlFor={`memory-${memory.id}`} className="sr-only">
            Edit memory
          </label>
          <Input
            id={`memory-${memory.id}`}
            value={text}
            maxLength={MENTOR_MEMORY_MAX}
            onChange={(e) => setText(e.target.value)}
            className="h-9 min-w-0 flex-1"
            ref={input}
          />
          <Button type="submit" variant="ghost" size="icon" className="size-8 shrink-0" aria-label="Save memory">
            <Check aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label="Cancel editing"
            onClick={() => {
              setText(memory.text);
              setEditing(false);
            }}
          >
            <X aria-hidden />
          </Button>
        </form>
      </li>
    );
  return (
    <li className="flex items-start gap-1 rounded-lg px-1 py-1 hover:bg-slate-50" data-testid="mentor-memory">
      <span className="min-w-0 flex-1 break-words pt-1.5 text-sm text-slate-800">{memory.text}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={`Edit memory: ${memory.text}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={`Delete memory: ${memory.text}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

export function MemoriesPanel({ onAskWhatYouKnow, disabled }: Props) {
  const queryClient = useQueryClient();
  const memories = useMemories();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (value: string) => addMemory(value),
    onSuccess: () => {
      setText("");
      setError(null);
      void queryClient.invalidateQueries({ queryKey: MENTOR_MEMORIES_KEY });
    },
    onError: (err) => setError(errorDetail(err) ?? "The memory could not be saved."),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) add.mutate(text.trim());
  };
  const list = memories.data ?? [];
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-600">
        The mentor uses these in every answer. Say &ldquo;remember that ...&rdquo; in the chat, or add one here.
      </p>
      {list.length > 0 ? (
        <ul className="space-y-1" aria-label="Memories">
          {list.map((m) => (
            <MemoryRow key={m.id} memory={m} onError={setError} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing remembered yet.</p>
      )}
      <form onSubmit={submit} className="flex items-center gap-1">
        <label htmlFor="mentor-memory-new" className="sr-only">
          Something the mentor should remember
        </label>
        <Input
          id="mentor-memory-new"
          value={text}
          maxLength={MENTOR_MEMORY_MAX}
          placeholder="e.g. I can only work weekends"
          onChange={(e) => setText(e.target.value)}
          aria-describedby={error ? "mentor-memory-error" : undefined}
          aria-invalid={error ? true : undefined}
          className="h-9 min-w-0 flex-1"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!text.trim() || add.isPending}>
          Add
        </Button>
      </form>
      {error && (
        <p id="mentor-memory-error" role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="button" variant="ghost" size="sm" className="px-1" onClick={onAskWhatYouKnow} disabled={disabled}>
        What do you know about me?
      </Button>
    </div>
  );
}
