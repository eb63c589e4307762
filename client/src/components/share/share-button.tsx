/**
 * 'Share': makes a read-only link to one result (quick validation, market analysis, business plan, launch roadmap), copies it,
 * and lists this result's live links, each with 'Revoke'. The link opens without an account for 30 days.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2, Trash2 } from "lucide-react";
import type { ShareKind } from "@shared/contracts/shares";
import { sharesEndpoints as ep } from "@shared/contracts/endpoints/shares";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

export function ShareLinks({ kind, id }: { kind: ShareKind; id: number }) {
  const queryClient = useQueryClient();
  const links = useQuery(readQuery(ep.list, { query: { kind, id } }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf(ep.list, { query: { kind, id } }) });

  const create = useMutation({
    mutationFn: () => call(ep.create, { body: { kind, id } }),
    onSuccess: async ({ share }) => {
      void refresh();
      try {
        await navigator.clipboard.writeText(share.url);
        toast({
          title: "Link copied",
          description: "Anyone with the link can read this result for 30 days.",
          variant: "success",
        });
      } catch {
        toast({ title: "Link created", description: share.url });
      }
    },
    onError: (err) =>
      toast({
        title: "Could not create a link",
        description: errorDetail(err) ?? "Please try again.",
        variant: "destructive",
      }),
  });

  const revoke = useMutation({
    mutationFn: (token: string) => call(ep.revoke, { params: { token } }),
    onSuccess: () => {
      void refresh();
      toast({ title: "Link revoked", description: "It no longer opens." });
    },
  });

  const live = links.data?.shares.filter((s) => s.active) ?? [];
  return (
    <div className="space-y-2" data-testid="share-links">
      <Button type="button" variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
        <Link2 aria-hidden />
        {create.isPending ? "Creating link..." : "Share"}
      </Button>
      {live.length > 0 && (
        <ul className="space-y-1.5" aria-label="Share links">
          {live.map((s) => (
            <li
              key={s.token}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <a
                href={s.url}
                className="min-w-0 flex-1 truncate font-medium text-brand-700 underline"
                data-testid="share-url"
              >
                {s.url}
              </a>
              <span className="text-xs text-slate-600">until {dateOf(s.expiresAt)}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => revoke.mutate(s.token)}
                disabled={revoke.isPending}
                aria-label={`Revoke link ${s.url}`}
              >
                <Trash2 aria-hidden />
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
