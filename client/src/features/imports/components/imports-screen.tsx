/**
 * /imports: drop a file, read the preview (nothing is stored), correct the format or map the columns, confirm,
 * watch the progress, read the summary; the history below, each import undoable; 'Try it with sample files'
 * shows the exports we ship as a preview, imports them as one import marked as samples once confirmed, and one
 * button removes every sample record (docs/guide/imports.md#sample-files).
 */
import { useEffect, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { AlertCircle, FileUp, FlaskConical, Loader2 } from "lucide-react";
import {
  FORMAT_IDS,
  FORMAT_LABELS,
  type ColumnMappingInput,
  type FormatId,
  type ImportPreview,
  type SamplePreview,
} from "@shared/contracts/imports";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorDetail } from "@/lib/api-client";
import {
  cachedImports,
  previewImport,
  useImportProgress,
  useImports,
  useRemoveSamples,
  useSampleImport,
  useSamplePreview,
  useStartImport,
  useUndoImport,
  type ImportChoices,
} from "../api/imports-api";
import { readHeaderColumns } from "../header-row";
import { ColumnMapping, mappingRefusals } from "./column-mapping";
import { ConnectionsPanel } from "./connections-panel";
import { DropZone } from "./drop-zone";
import { ImportHistory } from "./import-history";
import { ImportPreviewPanel } from "./import-preview";
import { ImportProgress } from "./import-progress";
import { SampleDataBanner, SamplePreviewPanel } from "./sample-preview";

type Checked = {
  file: File;
  choices: ImportChoices;
  preview: ImportPreview | null;
  /** The header's columns, for the mapping selects. */
  columns: string[];
  /** Why the file could not be previewed, in the server's words. */
  problem: string | null;
  /** The error that refused it, for the mapping form to put its details beside their selects. */
  error: unknown;
};

type Refusal = { unknown: boolean; columns: string[] };

/**
 * What a 400 about the file says: whether it is a file in no known format (its `details` name the unmapped
 * columns) and the header's columns, which every refusal of a readable header names.
 */
function refusalOf(err: unknown): Refusal | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const body = err.body as { details?: unknown } | undefined;
  const details = (body?.details ?? {}) as { columns?: unknown; unmappedColumns?: unknown };
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((c): c is string => typeof c === "string") : null);
  return {
    unknown: strings(details.unmappedColumns) !== null || err.code === "unknown_format",
    columns: strings(details.columns) ?? [],
  };
}

export function ImportsScreen() {
  const [searchParams] = useSearchParams();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [runningId, setRunningId] = useState<number | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [samplePreview, setSamplePreview] = useState<SamplePreview | null>(null);
  const imports = useImports();
  const progress = useImportProgress(runningId);
  const start = useStartImport();
  const undo = useUndoImport();
  const queryClient = useQueryClient();
  /** Imports being undone by a job, by id, with their file's name: said undone once they leave the list. */
  const undoing = useRef(new Map<number, string>());
  const listed = imports.data;
  useEffect(() => {
    if (!listed) return;
    for (const [id, fileName] of undoing.current)
      if (!listed.some((x) => x.id === id)) {
        undoing.current.delete(id);
        toast({ title: "Import undone", description: `What ${fileName} added has been removed.` });
      }
  }, [listed]);
  const previewSamples = useSamplePreview();
  const importSamples = useSampleImport();
  const removeSamples = useRemoveSamples();

  const check = useMutation({
    mutationFn: async ({ file, choices }: { file: File; choices: ImportChoices }): Promise<Checked> => {
      try {
        const preview = await previewImport(file, choices);
        return { file, choices, preview, columns: preview.columns, problem: null, error: null };
      } catch (err) {
        const refusal = refusalOf(err);
        if (refusal === null && !(err instanceof ApiError && err.status < 500)) throw err;
        const columns = refusal && refusal.columns.length > 0 ? refusal.columns : await readHeaderColumns(file);
        return {
          file,
          choices: refusal?.unknown ? { ...choices, source: "csv" } : choices,
          preview: null,
          columns,
          // A refusal of mapped fields is said beside their selects, not again above them.
          problem:
            Object.keys(mappingRefusals(err)).length > 0 ? null : (errorDetail(err) ?? "This file could not be read."),
          error: err,
        };
      }
    },
    onSuccess: (result) => {
      setChecked(result);
      setSkipBadRows(false);
    },
    onError: (err) =>
      toast({
        variant: "destructive",
        title: "Could not read the file",
        description: errorDetail(err) ?? "Please try again.",
      }),
  });

  const recheck = (choices: ImportChoices) => checked && check.mutate({ file: checked.file, choices });
  const onSource = (source: FormatId) =>
    recheck(source === "csv" ? { source, mapping: checked?.choices.mapping } : { source });
  // Resolves to the error that refused the mapping, if any (a failure to reach the server is a toast).
  const onMapping = async (mapping: ColumnMappingInput): Promise<unknown> => {
    if (!checked) return null;
    const result = await check
      .mutateAsync({ file: checked.file, choices: { source: "csv", mapping } })
      .catch(() => null);
    return result?.error;
  };

  const confirm = () => {
    if (!checked) return;
    start.mutate(
      {
        file: checked.file,
        choices: { ...checked.choices, source: checked.preview?.source ?? checked.choices.source, skipBadRows },
      },
      {
        onSuccess: ({ import: started }) => {
          setRunningId(started.id);
          setChecked(null);
        },
        onError: (err) =>
          toast({
            variant: "destructive",
            title: "Import failed",
            description: errorDetail(err) ?? "Please try again.",
          }),
      },
    );
  };

  const failed = (title: string) => (err: unknown) =>
    toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });

  // The samples: a preview first (nothing stored), then one import once confirmed.
  const trySamples = () =>
    previewSamples.mutate(undefined, {
      onSuccess: (preview) => {
        setChecked(null);
        setRunningId(null);
        setSamplePreview(preview);
      },
      onError: failed("Could not read the sample files"),
    });
  const confirmSamples = () =>
    importSamples.mutate(undefined, {
      onSuccess: ({ import: started }) => {
        setSamplePreview(null);
        setRunningId(started.id);
      },
      onError: failed("Could not import the samples"),
    });
  const removeAllSamples = () =>
    removeSamples.mutate(undefined, {
      onSuccess: ({ removed }) => {
        if (runningId !== null && list.some((r) => r.id === runningId && r.sample)) setRunningId(null);
        toast({
          title: "Sample data removed",
          description: `${removed.orders.toLocaleString("en-US")} sample orders and ${removed.items.toLocaleString("en-US")} sample items are gone; your own data stays.`,
        });
      },
      onError: failed("Could not remove the sample data"),
    });

  const forInventory = searchParams.get("for") === "inventory";
  const list = imports.data ?? [];
  const working = (r: (typeof list)[number]) => r.status === "queued" || r.status === "running";
  const samplesHere = list.filter((r) => r.sample);
  const showMapping = checked && (checked.choices.source === "csv" || checked.preview?.source === "csv");
  const record = progress.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={FileUp}
        title="Import Orders"
        description="Bring in the exports you already have. Nothing is stored until you have seen the preview, the same order is never imported twice, and every import can be undone."
        actions={
          samplesHere.length === 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={trySamples}
              disabled={previewSamples.isPending || samplePreview !== null}
            >
              {previewSamples.isPending ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <FlaskConical aria-hidden />
              )}
              Try it with sample files
            </Button>
          ) : undefined
        }
      />

      {forInventory && (
        <Card className="border-brand-200 bg-brand-50/60" data-testid="inventory-import-note">
          <CardContent className="p-4 text-sm text-brand-950">
            <p className="font-semibold">Importing products into your inventory</p>
            <p className="mt-1 text-brand-900">
              Drop a Shopify products export or an inventory export from HustleForge: a product whose SKU is already in
              your inventory is updated, the others are added.{" "}
              <Link className="font-medium underline underline-offset-2" to={toolPath("inventory-tracker")}>
                Back to Inventory Tracker
              </Link>
            </p>
          </CardContent>
        </Card>
      )}

      {samplesHere.length > 0 && (
        <SampleDataBanner
          busy={samplesHere.some(working)}
          removing={removeSamples.isPending}
          onRemove={removeAllSamples}
        />
      )}

      {samplePreview ? (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <SamplePreviewPanel
              preview={samplePreview}
              pending={importSamples.isPending}
              onConfirm={confirmSamples}
              onCancel={() => setSamplePreview(null)}
            />
          </CardContent>
        </Card>
      ) : runningId !== null ? (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            {record ? (
              <ImportProgress record={record} onAnother={() => setRunningId(null)} />
            ) : progress.isError ? (
              <p className="text-sm text-red-800">
                {errorDetail(progress.error) ?? "Could not read the import's progress."}
              </p>
            ) : (
              <Skeleton className="h-12 rounded-xl" />
            )}
          </CardContent>
        </Card>
      ) : checked ? (
        <Card>
          <CardContent className="grid gap-6 pt-5 sm:pt-6">
            {checked.problem && (
              <p role="alert" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {checked.problem}
              </p>
            )}
            {showMapping && checked.columns.length > 0 && (
              <ColumnMapping
                key={`${checked.file.name}-${checked.columns.join("|")}`}
                columns={checked.columns}
                saved={
                  checked.preview?.mapping ?? (checked.choices.mapping as Record<string, string> | undefined) ?? null
                }
                pending={check.isPending}
                onSubmit={onMapping}
              />
            )}
            {checked.preview ? (
              <ImportPreviewPanel
                fileName={checked.file.name}
                preview={checked.preview}
                skipBadRows={skipBadRows}
                pending={check.isPending || start.isPending}
                onSource={onSource}
                onSkipBadRows={setSkipBadRows}
                onConfirm={confirm}
                onCancel={() => setChecked(null)}
              />
            ) : (
              <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end sm:justify-between">
                <Field
                  label="Format"
                  htmlFor="import-format-retry"
                  hint="Tell us which export this is, and we read it again."
                >
                  <NativeSelect
                    id="import-format-retry"
                    value={checked.choices.source ?? ""}
                    disabled={check.isPending}
                    onChange={(e) => {
                      const chosen = FORMAT_IDS.find((f) => f === e.target.value);
                      if (chosen) onSource(chosen);
                    }}
                  >
                    <option value="">Choose the format</option>
                    {FORMAT_IDS.map((f) => (
                      <option key={f} value={f}>
                        {FORMAT_LABELS[f]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Button variant="outline" onClick={() => setChecked(null)}>
                  Choose another file
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      ) : (
        <DropZone busy={check.isPending} onFile={(file) => check.mutate({ file, choices: {} })} />
      )}

      <ConnectionsPanel />

      {imports.isLoading ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : imports.isError ? (
        <p className="text-sm text-red-800">{errorDetail(imports.error) ?? "Could not load your imports."}</p>
      ) : list.length > 0 ? (
        <ImportHistory
          imports={list}
          undoing={undo.isPending}
          onUndo={(r) =>
            undo.mutate(r.id, {
              onSuccess: () => {
                // A large import is undone by a job: its row says "Undoing…" and the toast comes when it is gone.
                const still = cachedImports(queryClient)?.find((x) => x.id === r.id);
                if (still?.undoing) undoing.current.set(r.id, r.fileName);
                else toast({ title: "Import undone", description: `What ${r.fileName} added has been removed.` });
              },
              onError: (err) =>
                toast({
                  variant: "destructive",
                  title: "Could not undo",
                  description: errorDetail(err) ?? "Please try again.",
                }),
            })
          }
        />
      ) : samplePreview ? null : (
        <p className="text-sm text-slate-600">
          No imports yet. Not ready with your own files? Try the sample files: one small shop&apos;s Shopify, Etsy,
          Amazon and Stripe exports and a craft-fair spreadsheet.
        </p>
      )}
    </div>
  );
}
