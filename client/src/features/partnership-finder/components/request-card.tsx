/** One request: its creator, type, terms and skills; Apply, or for its creator the applications received. */
import { Check, Send } from "lucide-react";
import type { PartnerRequest } from "@shared/contracts/partnerships";
import { REQUEST_TYPE_LABELS } from "@shared/domain/partner-match";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { useApply } from "../api/partnerships-api";
import { Avatar } from "./avatar";
import { failed } from "./failure-toast";

export function RequestCard({ request: r }: { request: PartnerRequest }) {
  const apply = useApply();
  const applied = r.hasApplied || apply.isSuccess;
  const onApply = () =>
    apply.mutate(
      { id: r.id, proposal: `I'm interested in "${r.title}" and would love to discuss how we can work together.` },
      {
        onSuccess: () =>
          toast({ title: "Application Sent", description: `${r.creator.name} will see your application.` }),
        onError: failed("Application Failed"),
      },
    );
  return (
    <Card className="h-full" data-testid="request-card">
      <CardContent className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <Avatar text={r.creator.avatar} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{r.title}</h3>
            <p className="text-xs text-slate-600">
              {r.creator.name} · {REQUEST_TYPE_LABELS[r.type as keyof typeof REQUEST_TYPE_LABELS] ?? r.type}
            </p>
          </div>
          <Badge variant="secondary" data-testid="applications">
            {r.applications} application{r.applications === 1 ? "" : "s"}
          </Badge>
        </div>
        {r.description && <p className="text-sm text-slate-700">{r.description}</p>}
        <p className="text-xs text-slate-600">
          {[r.duration && `Duration: ${r.duration}`, r.budget && `Budget: ${r.budget}`].filter(Boolean).join(" · ")}
        </p>
        {r.requiredSkills.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Required skills">
            {r.requiredSkills.map((s) => (
              <li key={s}>
                <Badge variant="outline">{s}</Badge>
              </li>
            ))}
          </ul>
        )}
        {r.isOwn ? (
          <div className="mt-auto rounded-xl bg-slate-50 p-3">
            <p className="text-xs font-medium text-slate-700">Your request · applications received</p>
            {r.received?.length ? (
              <ul className="mt-2 space-y-2 text-sm">
                {r.received.map((a) => (
                  <li key={a.id}>
                    <span className="font-medium">{a.applicant.name}</span>: {a.proposal}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600">No applications yet.</p>
            )}
          </div>
        ) : (
          <Button
            className="mt-auto"
            onClick={onApply}
            disabled={applied || apply.isPending}
            aria-label={`${applied ? "Applied" : "Apply"}: ${r.title}`}
          >
            {applied ? <Check aria-hidden /> : <Send aria-hidden />}
            {applied ? "Applied" : apply.isPending ? "Sending…" : "Apply"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
