/** The development outbox: the last mails in memory, shown newest first at /dev/mailbox. */
import type { RequestHandler } from "express";

export type OutboxMail = {
  id: number;
  at: Date;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};
export type Outbox = { add(mail: Omit<OutboxMail, "id" | "at">): void; list(): OutboxMail[] };

const KEEP = 50;

export function createOutbox(): Outbox {
  const mails: OutboxMail[] = [];
  let next = 1;
  return {
    add(mail) {
      mails.unshift({ ...mail, id: next++, at: new Date() });
      mails.length = Math.min(mails.length, KEEP);
    },
    list: () => [...mails],
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text with its http(s) links made clickable. */
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** GET /dev/mailbox: a small server-rendered page, no client bundle needed. */
export function mailboxPage(outbox: Outbox): RequestHandler {
  return (_req, res) => {
    const mails = outbox.list();
    const items = mails
      .map(
        (m) => `<article>
  <header><h2>${escape(m.subject)}</h2>
  <p class="meta">To <strong>${escape(m.to)}</strong> · from ${escape(m.from)} · <time datetime="${m.at.toISOString()}">${m.at.toISOString().replace("T", " ").slice(0, 19)} UTC</time></p></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join("\n");
    res
      .status(200)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" })
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · HustleForge</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}.lead{color:#475569;margin:0 0 1.5rem;font-size:.95rem}
article{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1rem 1.25rem;margin-bottom:1rem}
h2{font-size:1.05rem;margin:0}.meta{color:#475569;font-size:.85rem;margin:.25rem 0 .75rem;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:.95rem;margin:0}
a{color:#4338ca;font-weight:600}
</style></head>
<body><main>
<h1>Development mailbox</h1>
<p class="lead">No SMTP_URL is set, so mails are kept here (newest first, last ${KEEP}, lost on restart). This page exists only outside production.</p>
${items || '<p class="lead">No mail yet.</p>'}
</main></body></html>`);
  };
}
