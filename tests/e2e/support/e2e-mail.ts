/**
 * Mail in the end-to-end run: the production-mode e2e server sends through SMTP to a fake SMTP server, whose
 * messages a small control endpoint lists (port E2E_PORT + 2000). Specs read links from it.
 */
import http from "node:http";
import { startFakeSmtp, type FakeSmtp } from "../../support/fake-smtp";

export const mailControlPort = (e2ePort: number) => e2ePort + 2000;

/** Starts the fake SMTP server and its control endpoint: GET /mails?to=ADDRESS → [{ subject, text }]. */
export async function startE2eMail(e2ePort: number): Promise<{ smtp: FakeSmtp; close: () => Promise<void> }> {
  const smtp = await startFakeSmtp();
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://control");
    const to = url.searchParams.get("to") ?? "";
    const mails = (to ? smtp.mailsTo(to) : smtp.mails).map((m) => ({ to: m.to, subject: m.subject, text: m.text }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(mails));
  });
  await new Promise<void>((r) => control.listen(mailControlPort(e2ePort), "127.0.0.1", r));
  return {
    smtp,
    close: async () => {
      await new Promise((r) => control.close(r));
      await smtp.close();
    },
  };
}

/** Waits for the newest mail to `to` with a link to `path`, and returns that link's path and query. */
export async function mailLink(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const port = mailControlPort(Number(process.env.E2E_PORT ?? 5199));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`http://127.0.0.1:${port}/mails?to=${encodeURIComponent(to)}`)).json()) as {
      text: string;
    }[];
    for (const mail of mails.reverse()) {
      const link = mail.text
        .match(/https?:\/\/\S+/g)
        ?.map((u) => new URL(u))
        .find((u) => u.pathname === path);
      if (link) return link.pathname + link.search;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with a ${path} link`);
}
