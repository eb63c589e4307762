/** The person's picture, or their initials on a brand circle when they have none. */
import type { PublicUser } from "@shared/contracts/auth";
import { cn } from "@/lib/cn";

/** Up to two letters: first and last name, else the username or the email. */
export function initialsOf(user: Pick<PublicUser, "firstName" | "lastName" | "username" | "email">): string {
  const fromName = [user.firstName, user.lastName]
    .map((n) => n?.trim()?.[0] ?? "")
    .join("")
    .toUpperCase();
  return fromName || (user.username || user.email).slice(0, 1).toUpperCase();
}

/** Decorative by default: the control around it carries the name. */
export function Avatar({
  user,
  className,
}: {
  user: Pick<PublicUser, "firstName" | "lastName" | "username" | "email" | "profileImageUrl">;
  className?: string;
}) {
  const base = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (user.profileImageUrl)
    return <img src={user.profileImageUrl} alt="" className={cn(base, "object-cover")} referrerPolicy="no-referrer" />;
  return (
    <span aria-hidden className={cn(base, "bg-brand-600 text-sm font-semibold text-white")}>
      {initialsOf(user)}
    </span>
  );
}
