/**
 * TagInput: a list of short texts. Enter or "Add" adds the trimmed text (if new), × removes a tag. With
 * `maxTagLength` a too-long entry is refused as it is typed (the message names it); with `maxTags` the list
 * stops growing at its limit.
 */
import * as React from "react";
import { Plus, X } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Input } from "./input";

export interface TagInputProps {
  id?: string;
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  /** Accessible name of the Add button (defaults to "Add"). */
  addLabel?: string;
  /** Longest accepted entry, in characters. */
  maxTagLength?: number;
  /** Most entries the list may hold. */
  maxTags?: number;
  /** One entry in words ('skill'), for the refusal messages. */
  itemLabel?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

const shortName = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/** Why `draft` cannot be added, in plain words, or null. */
export function tagRefusal(
  draft: string,
  tags: string[],
  opts: { maxTagLength?: number; maxTags?: number; itemLabel?: string },
): string | null {
  const text = draft.trim();
  const item = opts.itemLabel ?? "entry";
  if (opts.maxTagLength && text.length > opts.maxTagLength)
    return `"${shortName(text)}" is too long (${text.length} characters): a ${item} can have at most ${opts.maxTagLength}.`;
  if (opts.maxTags && text && tags.length >= opts.maxTags && !tags.includes(text))
    return `You can add at most ${opts.maxTags} ${item}s.`;
  return null;
}

/** Renders an input with an Add button and the current tags as removable chips. */
export function TagInput({
  id,
  value,
  onChange,
  placeholder,
  className,
  disabled,
  addLabel = "Add",
  maxTagLength,
  maxTags,
  itemLabel,
  ...aria
}: TagInputProps) {
  const [draft, setDraft] = React.useState("");
  const refusal = tagRefusal(draft, value, { maxTagLength, maxTags, itemLabel });
  const refusalId = id ? `${id}-refusal` : undefined;

  const add = () => {
    if (refusal) return;
    const text = draft.trim();
    if (text && !value.includes(text)) onChange([...value, text]);
    // Clear even for duplicates so the user sees the input was taken.
    if (text) setDraft("");
  };

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds a tag and must not submit the surrounding form.
            if (e.key === "Enter" && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
          {...aria}
          aria-invalid={refusal ? true : aria["aria-invalid"]}
          aria-describedby={
            [aria["aria-describedby"], refusal ? refusalId : undefined].filter(Boolean).join(" ") || undefined
          }
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled} className="shrink-0">
          <Plus aria-hidden />
          {addLabel}
        </Button>
      </div>
      {refusal && (
        <p id={refusalId} role="alert" className="break-words text-xs font-medium text-red-700">
          {refusal}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added items">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
