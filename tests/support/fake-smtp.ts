/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives, so tests
 * exercise nodemailer's real SMTP path. Messages are decoded just enough to read the plain-text part.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };

export type FakeSmtp = {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to this address that arrives after `since` mails were already stored. */
  waitForMail: (to: string, options?: { since?: number; timeoutMs?: number }) => Promise<ReceivedMail>;
  /** Mails to this address received so far. */
  mailsTo: (to: string) => ReceivedMail[];
  close: () => Promise<void>;
};

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

function decodeHeaderWord(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** The plain-text part of a (possibly multipart) message. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  let body = part
    .slice(split)
    .replace(/^\r?\n\r?\n/, "")
    .replace(/\r?\n--[^\r\n]+--\s*$/, "");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) body = decodeQuotedPrintable(body);
  else if (/content-transfer-encoding:\s*base64/i.test(headers))
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body.replace(/\r\n/g, "\n");
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeHeaderWord(subject.trim()),
          text: plainText(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  const mailsTo = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    async waitForMail(to, { since = mailsTo(to).length, timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const list = mailsTo(to);
        if (list.length > since) return list[list.length - 1];
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text whose path is `path` (e.g. /reset-password); returns it and its token. */
export function linkIn(mail: ReceivedMail, path: string): { url: URL; token: string } {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return { url: match, token: match.searchParams.get("token") ?? "" };
}
