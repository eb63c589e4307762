/**
 * Server-made head tags of an SPA page (a shared result's title and summary for link previews, noindex):
 * a route before the frontend sets `res.locals.pageHead` (escaped HTML) and `res.locals.pageStatus`, and the
 * frontend's index.html answer puts them before `</head>`.
 */
import type { Response } from "express";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export type PageHead = { title: string; description: string; noindex?: boolean };

/** Asks the frontend to answer index.html with these head tags and this status. */
export function setPageHead(res: Response, head: PageHead, status = 200): void {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:site_name" content="HustleForge">`,
    head.noindex ? `<meta name="robots" content="noindex">` : "",
  ].join("");
  res.locals.pageHead = tags;
  res.locals.pageStatus = status;
}

/** index.html with the route's head tags (its own <title> replaced); unchanged when the route set none. */
export function withPageHead(html: string, res: Response): string {
  const tags = res.locals.pageHead as string | undefined;
  if (!tags) return html;
  // A replacer function: the tags hold the person's own text, where `$&`, `` $` `` or `$'` are not patterns.
  return html.replace(/<title>[\s\S]*?<\/title>/i, "").replace(/<\/head>/i, () => `${tags}</head>`);
}

/** The status the route asked for (default 200). */
export const pageStatus = (res: Response): number => (res.locals.pageStatus as number | undefined) ?? 200;
