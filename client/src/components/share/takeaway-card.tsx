/** 'Share or download': a result's share links and its PDF and Markdown downloads (docs/decisions/960). */
import { FileDown } from "lucide-react";
import type { ShareKind } from "@shared/contracts/shares";
import { exportsEndpoints } from "@shared/contracts/endpoints/exports";
import { urlOf } from "@/lib/endpoint-client";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ShareLinks } from "./share-button";

const linkClass =
  "inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

export function TakeawayCard({ kind, id }: { kind: ShareKind; id: number }) {
  return (
    <Card data-testid="takeaway">
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">Share or download</CardTitle>
        <p className="text-sm text-slate-700">
          A read-only link anyone can open for 30 days, or a PDF or Markdown document.
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <a
            className={linkClass}
            href={urlOf(exportsEndpoints.file, { params: { kind, id, format: "pdf" } })}
            download
          >
            <FileDown className="size-4" aria-hidden="true" />
            PDF
          </a>
          <a className={linkClass} href={urlOf(exportsEndpoints.file, { params: { kind, id, format: "md" } })} download>
            <FileDown className="size-4" aria-hidden="true" />
            Markdown
          </a>
        </div>
        <ShareLinks kind={kind} id={id} />
      </CardContent>
    </Card>
  );
}
