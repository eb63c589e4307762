/** The account mails: plain text plus a simple HTML version, each with one link. */
import type { MailMessage } from "./mailer";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function html(greeting: string, lines: string[], link: string, action: string, footer: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escape(greeting)}</p>
${lines.map((l) => `<p>${escape(l)}</p>`).join("\n")}
<p><a href="${escape(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:10px;text-decoration:none;font-weight:600">${escape(action)}</a></p>
<p style="color:#475569;font-size:13px">Or paste this address into your browser: ${escape(link)}</p>
<p style="color:#475569;font-size:13px">${escape(footer)}</p>
</body></html>`;
}

export function verificationMail(to: string, firstName: string | null, link: string): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const lines = ["Please confirm that this is your email address for HustleForge. The link works for 24 hours."];
  const footer = "If you did not create a HustleForge account, you can ignore this email.";
  return {
    to,
    subject: "Verify your email for HustleForge",
    text: `${greeting}\n\n${lines.join("\n")}\n\nVerify your email: ${link}\n\n${footer}\n`,
    html: html(greeting, lines, link, "Verify my email", footer),
  };
}

export function resetMail(to: string, firstName: string | null, link: string): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const lines = [
    "Someone asked to reset the password of your HustleForge account. The link works once, for one hour.",
    "Setting a new password signs you out everywhere else.",
  ];
  const footer = "If you did not ask for this, ignore this email: your password stays as it is.";
  return {
    to,
    subject: "Reset your HustleForge password",
    text: `${greeting}\n\n${lines.join("\n")}\n\nReset your password: ${link}\n\n${footer}\n`,
    html: html(greeting, lines, link, "Choose a new password", footer),
  };
}

/** The account is locked and will be deleted on `date` unless the person signs in and cancels (docs/guide/your-data.md). */
export function deletionMail(to: string, firstName: string | null, date: string, link: string): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const lines = [
    `Your HustleForge account is locked and will be deleted for good on ${date}, with everything it holds.`,
    "Your subscription, if you had one, was cancelled. Until that date you can change your mind: sign in and choose Cancel deletion.",
  ];
  const footer = "If you did not ask for this, sign in now, cancel the deletion and change your password.";
  return {
    to,
    subject: "Your HustleForge account will be deleted",
    text: `${greeting}\n\n${lines.join("\n")}\n\nSign in to cancel: ${link}\n\n${footer}\n`,
    html: html(greeting, lines, link, "Sign in to cancel", footer),
  };
}

/** The link to a new address: the account's email changes only when it is followed (one hour, once). */
export function emailChangeMail(to: string, firstName: string | null, link: string): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const lines = [
    "You asked to use this address for your HustleForge account. Your email changes when you follow this link; it works once, for one hour.",
  ];
  const footer = "If you did not ask for this, ignore this email: nothing changes.";
  return {
    to,
    subject: "Confirm your new email for HustleForge",
    text: `${greeting}\n\n${lines.join("\n")}\n\nConfirm the new email: ${link}\n\n${footer}\n`,
    html: html(greeting, lines, link, "Use this email", footer),
  };
}

/** A notice to the account's address about a change to its security, with a link to the settings. */
export function securityNoticeMail(
  to: string,
  firstName: string | null,
  subject: string,
  what: string,
  settingsLink: string,
): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const lines = [what, "If this was you, there is nothing to do."];
  const footer =
    "If it was not you, reset your password from the sign-in screen ('Forgot password?') and review your sessions in Settings.";
  return {
    to,
    subject,
    text: `${greeting}\n\n${lines.join("\n")}\n\nYour settings: ${settingsLink}\n\n${footer}\n`,
    html: html(greeting, lines, settingsLink, "Open my settings", footer),
  };
}

/**
 * To the old address once an email change is confirmed: the new address, and the link that undoes the change for
 * `days` days (docs/guide/accounts.md#when-your-email-changes).
 */
export function emailChangedMail(
  to: string,
  firstName: string | null,
  newEmail: string,
  undoLink: string,
  days: number,
): MailMessage {
  const greeting = `Hi ${firstName || "there"},`;
  const lines = [
    `The email of your HustleForge account was changed to ${newEmail}. This address no longer signs in.`,
    `If this was not you, undo it within ${days} days: the link puts this address back, signs out every session, ends every link mailed for the account and asks you for a new password.`,
  ];
  const footer = "If this was you, there is nothing to do.";
  return {
    to,
    subject: "Your HustleForge email has changed",
    text: `${greeting}\n\n${lines.join("\n")}\n\nUndo the change: ${undoLink}\n\n${footer}\n`,
    html: html(greeting, lines, undoLink, "Undo the change", footer),
  };
}
