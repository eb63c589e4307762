/** Date and time text of the admin table. */

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

/** "Mar 4, 2026". */
export function formatDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : "—";
}

/** "Just now", "5 min ago", "3 h ago", "2 days ago", else the date; "Never" without a time. */
export function formatRelative(iso: string | null, now: Date = new Date()): string {
  if (!iso) return "Never";
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return "Just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} ${days === 1 ? "day" : "days"} ago`;
  return formatDate(iso);
}

/** "Maria Lopez", else the username, else the email. */
export function displayName(u: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
}): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return name || u.username || u.email;
}
