/**
 * The concepts of one logo generation: each on a light and a dark ground and as an app icon, with its
 * palette, type, symbol and rationale, and its downloads (SVG, PNG 512 and 1024 px) from the server.
 */
import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { logoFileUrl, type LogoView } from "../views";

const DOWNLOADS = [
  { label: "SVG", format: "svg" },
  { label: "PNG 512", format: "png", size: 512 },
  { label: "PNG 1024", format: "png", size: 1024 },
] as const;

export function LogoConcepts({ view }: { view: LogoView }) {
  return (
    <section aria-label="Logo concepts" className="grid gap-5" data-testid="logo-concepts">
      {view.concepts.map((concept, index) => (
        <Card key={index} data-testid="logo-concept">
          <CardHeader className="pb-3">
            <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
              <span>
                Concept {index + 1}: {concept.title}
              </span>
              <Badge variant="outline">{concept.layout}</Badge>
            </CardTitle>
            <p className="text-sm text-slate-700">{concept.rationale}</p>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <figure className="rounded-xl border border-slate-200 bg-white p-2">
                <img
                  src={logoFileUrl(view.generationId, index, "svg")}
                  alt={`${view.businessName} logo, concept ${index + 1}, on a light background`}
                  className="aspect-square w-full"
                  loading="lazy"
                />
                <figcaption className="mt-1 text-center text-xs text-slate-600">Light</figcaption>
              </figure>
              <figure className="rounded-xl border border-slate-800 bg-slate-900 p-2">
                <img
                  src={logoFileUrl(view.generationId, index, "svg", { variant: "dark" })}
                  alt={`${view.businessName} logo, concept ${index + 1}, on a dark background`}
                  className="aspect-square w-full"
                  loading="lazy"
                />
                <figcaption className="mt-1 text-center text-xs text-slate-200">Dark</figcaption>
              </figure>
              <figure className="col-span-2 flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:col-span-1 sm:flex-col sm:justify-center">
                <img
                  src={logoFileUrl(view.generationId, index, "svg", { variant: "icon" })}
                  alt={`${view.businessName} app icon, concept ${index + 1}`}
                  className="size-16 rounded-2xl shadow-md"
                  loading="lazy"
                />
                <figcaption className="text-xs text-slate-600">App icon</figcaption>
              </figure>
            </div>
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Palette</dt>
                <dd className="mt-1 flex gap-1.5">
                  {Object.entries(concept.palette).map(([role, hex]) => (
                    <span key={role} className="inline-flex items-center gap-1 text-xs text-slate-700">
                      <span
                        className="inline-block size-4 rounded border border-slate-300"
                        style={{ backgroundColor: hex }}
                        aria-hidden="true"
                      />
                      {hex}
                    </span>
                  ))}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Type</dt>
                <dd className="mt-1 text-slate-900">{concept.fontLabel}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Symbol</dt>
                <dd className="mt-1 capitalize text-slate-900">{concept.symbol}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              {DOWNLOADS.map((d) => (
                <a
                  key={d.label}
                  href={logoFileUrl(view.generationId, index, d.format, {
                    size: "size" in d ? d.size : undefined,
                    download: true,
                  })}
                  download
                  className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <Download className="size-4" aria-hidden="true" />
                  {d.label}
                  <span className="sr-only"> of concept {index + 1}</span>
                </a>
              ))}
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
