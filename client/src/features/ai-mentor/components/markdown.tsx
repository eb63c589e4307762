/**
 * A tiny, safe Markdown renderer for mentor replies: paragraphs, bulleted and numbered lists, **bold**,
 * _italic_, `code` and [links](https://...) or to a screen of the app ([Idea Tracker](/idea-tracker)). It builds
 * React elements from text, so no HTML the model writes is ever rendered as HTML; other links stay plain text.
 */
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router-dom";

/**
 * A backslash before a mark (`\*`, `\_`) is the mark itself: the server escapes text a person typed this way, so a
 * product called "my_shop_name" or "**sale**" is shown as typed (server/ai/knowledge/mentor/markdown-text.ts).
 */
const INLINE =
  /(\\[\\*_`[\]]|\*\*(?:\\.|[^*\\])+\*\*|__(?:\\.|[^_\\])+__|\*[^*\s\\](?:\\.|[^*\\])*\*|_[^_\s\\](?:\\.|[^_\\])*_|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;
const unescape = (s: string) => s.replace(/\\([\\*_`[\]])/g, "$1");

function safeHref(url: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null;
}

/** A path inside the app ("/idea-tracker"): one slash, then letters, digits and dashes only. */
const appPath = (url: string) => /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(url);

/** Inline marks of one line. */
export function renderInline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (!part) return null;
    if (/^\\[\\*_`[\]]$/.test(part)) return <Fragment key={i}>{part[1]}</Fragment>;
    if (/^(\*\*|__)/.test(part) && part.length > 4) return <strong key={i}>{unescape(part.slice(2, -2))}</strong>;
    if (part.startsWith("`") && part.length > 2)
      return (
        <code key={i} className="rounded bg-slate-100 px-1 text-[0.9em]">
          {part.slice(1, -1)}
        </code>
      );
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link && appPath(link[2]))
      return (
        <Link key={i} to={link[2]} className="font-medium text-brand-700 underline">
          {link[1]}
        </Link>
      );
    if (link) {
      const href = safeHref(link[2]);
      return href ? (
        <a
          key={i}
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-brand-700 underline"
        >
          {link[1]}
        </a>
      ) : (
        <Fragment key={i}>{link[1]}</Fragment>
      );
    }
    if (/^[*_]/.test(part) && part.length > 2) return <em key={i}>{unescape(part.slice(1, -1))}</em>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}

type Block = { kind: "p"; lines: string[] } | { kind: "ul" | "ol"; items: string[] };

/** Splits text into paragraphs and lists. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n/g, "\n").split("\n")) {
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      const item = (bullet ?? numbered)![1];
      if (last && last.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (!line.trim()) {
      if (last && !(last.kind === "p" && last.lines.length === 0)) blocks.push({ kind: "p", lines: [] });
    } else if (last?.kind === "p") last.lines.push(line);
    else blocks.push({ kind: "p", lines: [line] });
  }
  return blocks.filter((b) => (b.kind === "p" ? b.lines.length > 0 : true));
}

export function Markdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words">
      {parseBlocks(text).map((block, i) => {
        if (block.kind !== "p") {
          const List = block.kind;
          return (
            <List key={i} className={`${List === "ul" ? "list-disc" : "list-decimal"} space-y-1 pl-5`}>
              {block.items.map((item, j) => (
                <li key={j}>{renderInline(item)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
