/** Download everything: request an archive, watch it being built, download it until it expires. */
import { AlertCircle, Download, FileArchive, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { useExportStatus, useRequestExport } from "../api/account-data-api";
import { size, when } from "./format";

export function DownloadSection() {
  const status = useExportStatus();
  const request = useRequestExport();
  const archive = status.data?.export ?? null;
  const remaining = status.data?.remainingToday ?? 0;
  const building = archive?.status === "queued" || archive?.status === "running";

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileArchive aria-hidden className="size-5 text-brand-600" />
          Download everything
        </CardTitle>
        <CardDescription>
          One ZIP file with everything your account holds: a JSON file for each kind of record, a README saying what
          each file holds, spreadsheets (CSV) of your inventory, orders and expenses, and your logos as SVG.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {building && archive && (
          <div className="grid gap-2" aria-live="polite">
            <div
              role="progressbar"
              aria-label="Building your archive"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={archive.progress}
              className="h-3 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.max(archive.progress, 3)}%` }}
              />
            </div>
            <p className="text-sm text-slate-600">
              {archive.status === "queued"
                ? "Waiting to start…"
                : `Building your archive: ${archive.progress}%${archive.step ? ` (${archive.step})` : ""}`}
            </p>
          </div>
        )}

        {archive?.status === "ready" && archive.downloadUrl && (
          <div className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4" aria-live="polite">
            <p className="text-sm text-emerald-900">
              Your archive is ready{archive.byteSize ? ` (${size(archive.byteSize)})` : ""}. The link works until{" "}
              <strong>{archive.expiresAt ? when(archive.expiresAt) : "tomorrow"}</strong>.
            </p>
            <div>
              <Button asChild>
                <a href={archive.downloadUrl} download data-testid="download-archive">
                  <Download aria-hidden />
                  Download archive
                </a>
              </Button>
            </div>
          </div>
        )}

        {archive?.status === "expired" && (
          <p className="text-sm text-slate-600">Your last archive has expired (archives are kept for 24 hours).</p>
        )}
        {archive?.status === "failed" && (
          <p className="flex items-center gap-2 text-sm text-red-800">
            <AlertCircle aria-hidden className="size-4" />
            {archive.failure ?? "The archive could not be built. Please ask for it again."}
          </p>
        )}
        {request.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorDetail(request.error)}
          </p>
        )}

        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={archive?.status === "ready" ? "outline" : "default"}
            onClick={() => request.mutate()}
            disabled={request.isPending || building || status.isLoading || remaining === 0}
          >
            {(request.isPending || building) && <Loader2 aria-hidden className="animate-spin" />}
            {archive ? "Request a new archive" : "Request archive"}
          </Button>
          {status.data && (
            <span className="text-sm text-slate-600">
              {remaining === 0
                ? "You have asked for 3 archives today; try again tomorrow."
                : `${remaining} of 3 requests left today. A new archive replaces the last one.`}
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
