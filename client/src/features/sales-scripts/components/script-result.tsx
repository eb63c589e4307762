/**
 * A script on screen (fresh or reopened): metrics, save, copy whole, and the tabs Full Script, Sections
 * (each part copied on its own), Objections and Tips.
 */
import { Check, Copy, Save, X } from "lucide-react";
import { SCRIPT_TYPE_OPTIONS, scriptAsText, type SalesScriptOutput } from "@shared/contracts/sales-scripts";
import { labelFor } from "@shared/contracts/options";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { copyWithToast } from "@/lib/clipboard";
import { DraftNotice } from "@/components/generator/draft-notice";

const SECTIONS = [
  ["opening", "Opening"],
  ["hook", "Hook"],
  ["value_proposition", "Value Proposition"],
  ["closing", "Closing"],
  ["follow_up", "Follow-up"],
] as const;

type Props = {
  script: SalesScriptOutput;
  product: string;
  /** Saved already (a reopened script, or a fresh one after Save). */
  saved: boolean;
  saving: boolean;
  onSave?: () => void;
  onClose: () => void;
};

export function ScriptResult({ script, product, saved, saving, onSave, onClose }: Props) {
  const { metrics } = script;
  return (
    <Card data-testid="script-result">
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-3">
          <div className="min-w-0">
            <CardTitle className="break-words">
              {labelFor(SCRIPT_TYPE_OPTIONS, script.type)} script: {product}
            </CardTitle>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <Badge variant="outline">{metrics.estimatedLength}</Badge>
              <Badge variant="outline">Difficulty: {metrics.difficulty}</Badge>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {saved ? (
              <Badge variant="secondary" className="h-9 gap-1 px-3">
                <Check aria-hidden className="size-4" />
                Saved
              </Badge>
            ) : (
              <Button type="button" size="sm" onClick={onSave} disabled={saving}>
                <Save aria-hidden />
                {saving ? "Saving..." : "Save Script"}
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void copyWithToast(scriptAsText(script), "The whole script")}
            >
              <Copy aria-hidden />
              Copy Script
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="ml-auto"
              onClick={onClose}
              aria-label="Close script"
            >
              <X aria-hidden />
              Close
            </Button>
          </div>
        </div>
        {script.draft && <DraftNotice />}
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="full">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="full">Full Script</TabsTrigger>
            <TabsTrigger value="sections">Sections</TabsTrigger>
            <TabsTrigger value="objections">Objections</TabsTrigger>
            <TabsTrigger value="tips">Tips</TabsTrigger>
          </TabsList>
          <TabsContent value="full">
            <div
              className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
              data-testid="full-script"
            >
              {scriptAsText(script)}
            </div>
          </TabsContent>
          <TabsContent value="sections" className="space-y-3">
            {SECTIONS.map(([key, label]) => (
              <section key={key} className="rounded-xl border border-slate-200 p-4" aria-label={label}>
                <div className="mb-1 flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => void copyWithToast(script.script[key], `The ${label.toLowerCase()}`)}
                    aria-label={`Copy ${label}`}
                  >
                    <Copy aria-hidden />
                    Copy
                  </Button>
                </div>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{script.script[key]}</p>
              </section>
            ))}
          </TabsContent>
          <TabsContent value="objections">
            <ul className="space-y-3">
              {script.script.objection_handling.map((o, i) => (
                <li
                  key={i}
                  className="flex items-start justify-between gap-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-700"
                >
                  <span className="min-w-0 break-words">{o}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    onClick={() => void copyWithToast(o, "The answer")}
                    aria-label={`Copy objection ${i + 1}`}
                  >
                    <Copy aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="tips">
            {script.tips.length ? (
              <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
                {script.tips.map((t, i) => (
                  <li key={i}>{t}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">This script was saved without tips.</p>
            )}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
