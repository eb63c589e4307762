/** A labelled list of the first two items as badges, and '+N more' for the rest. */
import { Badge } from "@/components/ui/badge";

export function Chips({ items, label }: { items: string[]; label: string }) {
  const shown = items.slice(0, 2);
  const rest = items.length - shown.length;
  return (
    <div>
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={label}>
        {shown.map((i) => (
          <li key={i}>
            <Badge variant="secondary">{i}</Badge>
          </li>
        ))}
        {rest > 0 && (
          <li>
            <Badge variant="outline">+{rest} more</Badge>
          </li>
        )}
      </ul>
    </div>
  );
}
