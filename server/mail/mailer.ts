/**
 * Account mail (house rule 6: one module, an offline path chosen by configuration).
 * - SMTP_URL set: nodemailer sends over SMTP.
 * - No SMTP_URL outside production: each mail goes to the log (recipient and subject) and to an in-memory
 *   outbox shown at /dev/mailbox, so the whole flow works with nothing configured.
 * - No SMTP_URL in production: mail is not sent; the server says so at start and on each attempt.
 * Callers send after their database work has committed, never inside a transaction.
 */
import { createTransport } from "nodemailer";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { createOutbox, type Outbox } from "./outbox";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type MailMode = "smtp" | "outbox" | "disabled";

export type Mailer = {
  mode: MailMode;
  /** Present in outbox mode only (development, no SMTP). */
  outbox?: Outbox;
  send(message: MailMessage): Promise<void>;
};

export const DEFAULT_MAIL_FROM = "HustleForge <no-reply@hustleforge.local>";

declare module "../context" {
  interface AppServices {
    mail?: Mailer;
  }
}

/** Picks the mail path from configuration. */
export function createMailer(env: Env, logger: Logger): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) {
    const transport = createTransport(env.SMTP_URL, { from });
    return {
      mode: "smtp",
      async send(message) {
        await transport.sendMail(message);
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  if (env.NODE_ENV !== "production") {
    const outbox = createOutbox();
    return {
      mode: "outbox",
      outbox,
      async send(message) {
        outbox.add({ ...message, from });
        // The link is only on the mailbox page: tokens stay out of the log.
        logger.info(
          { to: message.to, subject: message.subject },
          "mail kept in the development outbox: open /dev/mailbox",
        );
      },
    };
  }
  return {
    mode: "disabled",
    async send(message) {
      logger.warn({ to: message.to, subject: message.subject }, "mail NOT sent: SMTP_URL is not set");
    },
  };
}

/** One line for the start-up log. */
export function describeMailMode(mode: MailMode): string {
  if (mode === "smtp") return "Mail: sending through SMTP_URL";
  if (mode === "outbox") return "Mail: no SMTP_URL, mails are logged and kept at /dev/mailbox (development only)";
  return "Mail: SMTP_URL is not set, so NO mail is sent: password reset and email verification links cannot reach anyone. Set SMTP_URL and MAIL_FROM.";
}
