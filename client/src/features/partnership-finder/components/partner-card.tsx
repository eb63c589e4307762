/** One partner: who they are, the match score and why, what they look for and offer, and Connect. */
import { useState } from "react";
import { Check, MapPin, Send } from "lucide-react";
import type { Partner } from "@shared/contracts/partnerships";
import { EXPERIENCE_LABELS } from "@shared/domain/partner-match";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cap } from "../format";
import { Avatar } from "./avatar";
import { Chips } from "./chips";
import { ConnectDialog } from "./connect-dialog";

export function PartnerCard({ partner: p }: { partner: Partner }) {
  // Connect opens a dialog where the person writes the message; the card shows the request once it went out.
  const [writing, setWriting] = useState(false);
  const [sent, setSent] = useState(false);
  const state = sent ? "pending" : p.connectionStatus;
  const label = p.isSample
    ? "Sample profile"
    : state === "pending"
      ? "Request Sent"
      : state === "accepted"
        ? "Connected"
        : "Connect";
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
          onClick={() => setWriting(true)}
          disabled={p.isSample || state === "pending" || state === "accepted"}
          aria-label={`${label}: ${p.name}`}
        >
          {state === "pending" || state === "accepted" ? <Check aria-hidden /> : <Send aria-hidden />}
          {label}
        </Button>
      </CardContent>
      <ConnectDialog partner={writing ? p : null} onClose={() => setWriting(false)} onSent={() => setSent(true)} />
    </Card>
  );
}
