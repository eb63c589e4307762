/**
 * /s/:token: a shared result, read-only and without an account; 'Made with HustleForge' with a sign-up link.
 * A revoked, expired or unknown link shows 'This link is no longer available'.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router-dom";
import { Link2Off } from "lucide-react";
import { NO_LONGER_AVAILABLE, SHARE_KIND_LABELS } from "@shared/contracts/shares";
import { sharesEndpoints } from "@shared/contracts/endpoints/shares";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { callOrNull, keyOf } from "@/lib/endpoint-client";
import { SharedDocumentView } from "./shared-document-view";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

export function SharedResultScreen() {
  const { token = "" } = useParams();
  const input = { params: { token } };
  const { data, isLoading, isError } = useQuery({
    queryKey: keyOf(sharesEndpoints.read, input),
    queryFn: () => callOrNull(sharesEndpoints.read, input),
    retry: false,
  });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {isLoading && <Skeleton className="h-64 rounded-2xl" />}
      {(isError || (!isLoading && !data)) && (
        <EmptyState
          icon={Link2Off}
          title={NO_LONGER_AVAILABLE}
          description="The person who shared it revoked it, or it expired after 30 days. Ask them for a new link."
          action={
            <Button asChild>
              <Link to="/">Go to HustleForge</Link>
            </Button>
          }
        />
      )}
      {data && (
        <>
          <header className="space-y-1">
            <p className="text-sm font-medium text-brand-700">
              {SHARE_KIND_LABELS[data.document.kind]} · shared {dateOf(data.sharedAt)}
            </p>
            <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">
              {data.document.title}
            </h1>
            <p className="text-slate-700">{data.document.summary}</p>
          </header>
          <SharedDocumentView document={data.document} />
        </>
      )}
      <footer className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-center text-sm text-slate-800">
        Made with <strong>HustleForge</strong>: validate ideas, research markets and plan your business.{" "}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Sign up free
        </Link>
      </footer>
    </div>
  );
}
