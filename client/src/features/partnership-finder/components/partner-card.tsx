/** One partner: who they are, the match score and why, what they look for and offer, and Connect. */
import { Check, MapPin, Send } from "lucide-react";
import type { Partner } from "@shared/contracts/partnerships";
import { EXPERIENCE_LABELS } from "@shared/domain/partner-match";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { useConnect } from "../api/partnerships-api";
import { cap } from "../format";
import { Avatar } from "./avatar";
import { Chips } from "./chips";
import { failed } from "./failure-toast";

export function PartnerCard({ partner: p }: { partner: Partner }) {
  const connect = useConnect();
  const state = connect.isSuccess ? "pending" : p.connectionStatus;
  const label = p.isSample
    ? "Sample profile"
    : state === "pending"
      ? "Request Sent"
      : state === "accepted"
        ? "Connected"
        : connect.isPending
          ? "Sending…"
          : "Connect";
  const onConnect = () =>
    connect.mutate(
      { id: p.id, message: `Hi ${p.name.split(" ")[0]}, I'd love to connect and explore a partnership!` },
      {
        onSuccess: () => toast({ title: "Connection Request Sent", description: `${p.name} will see your request.` }),
        onError: failed("Connection Failed"),
      },
    );
  return (
    <Card className="h-full" data-testid="partner-card">
      <CardContent className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <Avatar text={p.avatar} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{p.name}</h3>
            <p className="flex items-center gap-1 text-xs text-slate-600">
              <MapPin aria-hidden className="size-3" />
              {p.location} · {cap(p.niche)} ·{" "}
              {EXPERIENCE_LABELS[p.experience as keyof typeof EXPERIENCE_LABELS] ?? p.experience}
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              {p.isSample && <Badge variant="outline">Sample profile</Badge>}
              <Badge variant="secondary">{cap(p.availability)}</Badge>
            </div>
          </div>
          {p.matchScore !== null && (
            <div className="text-right" title={p.matchReasons.join("\n")}>
              <p className="text-lg font-bold text-brand-700" data-testid="match-score">
                {p.matchScore}%
              </p>
              <p className="text-xs text-slate-600">match</p>
            </div>
          )}
        </div>
        <p className="text-sm text-slate-700">{p.bio}</p>
        <Chips items={p.lookingFor} label="Looking for" />
        <Chips items={p.offering} label="Offering" />
        {p.matchReasons.length > 0 && (
          <ul className="list-disc pl-4 text-xs text-slate-600" aria-label="Why this match">
            {p.matchReasons.slice(0, 3).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {(p.socialProof.followers || p.socialProof.revenue) && (
          <p className="text-xs text-slate-600">
            {[
              p.socialProof.followers && `${p.socialProof.followers} followers`,
              p.socialProof.revenue && `${p.socialProof.revenue} revenue`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        )}
        <Button
          className="mt-auto"
          onClick={onConnect}
          disabled={p.isSample || state === "pending" || state === "accepted" || connect.isPending}
          aria-label={`${label}: ${p.name}`}
        >
          {state === "pending" || state === "accepted" ? <Check aria-hidden /> : <Send aria-hidden />}
          {label}
        </Button>
      </CardContent>
    </Card>
  );
}
