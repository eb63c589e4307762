/** A person's initials in a round badge (partner cards, requests, connections). */
export function Avatar({ text }: { text: string }) {
  return (
    <span
      aria-hidden
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-semibold text-white"
    >
      {text}
    </span>
  );
}
