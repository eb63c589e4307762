/**
 * The imports API (shared/contracts/imports.ts): a dry run answers the preview and writes nothing; the real
 * upload starts a job whose progress is polled; undo removes what one import added. A finished or undone
 * import changes orders, expenses and inventory costs, which many screens read: every cached query is marked
 * stale then (screens on show refetch at once, the others when they open).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ColumnMappingInput,
  FormatId,
  ImportPreview,
  ImportRecord,
  SamplePreview,
  SamplesRemoved,
} from "@shared/contracts/imports";
import { apiJson, apiRequest, getJson, throwIfResNotOk } from "@/lib/api-client";

export const IMPORTS_KEY = ["/api/imports"] as const;

/** What the person chose on the preview: a format that overrides our guess, a mapping, skipping bad rows. */
export type ImportChoices = { source?: FormatId; mapping?: ColumnMappingInput; skipBadRows?: boolean };

function importForm(file: File, choices: ImportChoices): FormData {
  const form = new FormData();
  if (choices.source) form.append("source", choices.source);
  if (choices.mapping) form.append("mapping", JSON.stringify(choices.mapping));
  if (choices.skipBadRows) form.append("skipBadRows", "true");
  // The file goes last: the server reads the fields before the file's stream.
  form.append("file", file);
  return form;
}

async function postImport<T>(url: string, file: File, choices: ImportChoices): Promise<T> {
  const res = await fetch(url, { method: "POST", body: importForm(file, choices), credentials: "include" });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** `POST /api/imports?dryRun=true`: what the file holds, nothing written. */
export const previewImport = (file: File, choices: ImportChoices) =>
  postImport<ImportPreview>("/api/imports?dryRun=true", file, choices);

export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, choices }: { file: File; choices: ImportChoices }) =>
      postImport<{ import: { id: number; status: ImportRecord["status"] } }>("/api/imports", file, choices),
  });
}

/** Still working: queued or running, or being undone by a job (a large import, decision 1056). */
const running = (r: ImportRecord) => r.status === "queued" || r.status === "running" || r.undoing;

/** One import, polled every second while it is queued or running. */
export function useImportProgress(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...IMPORTS_KEY, id],
    enabled: id !== null,
    queryFn: async () => {
      const { import: record } = (await getJson<{ import: ImportRecord }>(`/api/imports/${id}`))!;
      if (!running(record)) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] !== id });
      return record;
    },
    refetchInterval: (query) => (query.state.data && !running(query.state.data) ? false : 1000),
  });
}

/** The history, newest first; polled while one of them is still working (the sample imports). */
export function useImports() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: IMPORTS_KEY,
    queryFn: async () => {
      const before = queryClient.getQueryData<ImportRecord[]>(IMPORTS_KEY);
      const { imports } = (await getJson<{ imports: ImportRecord[] }>("/api/imports"))!;
      // Imports that were working and are now finished changed the orders: everything else may be stale.
      if (before?.some(running) && !imports.some(running))
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== IMPORTS_KEY[0] });
      return imports;
    },
    refetchInterval: (query) => (query.state.data?.some(running) ? 1000 : false),
  });
}

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/**
 * `DELETE /api/imports/{id}`: removes every order, expense and product change that import made; a large import is
 * undone by a job, shown as `undoing` in the list until it is gone (docs/decisions/1056-undo-of-a-large-import-is-a-job.md).
 */
export const useUndoImport = () => useRefreshing((id: number) => apiRequest("DELETE", `/api/imports/${id}`));

/** `POST /api/imports/samples?dryRun=true`: what the sample exports hold, nothing stored. */
export const useSamplePreview = () =>
  useMutation({ mutationFn: () => apiJson<SamplePreview>("POST", "/api/imports/samples?dryRun=true") });

/** `POST /api/imports/samples`: the sample exports we ship, as one import marked as samples. */
export const useSampleImport = () =>
  useRefreshing(() =>
    apiJson<{ import: { id: number; status: ImportRecord["status"] } }>("POST", "/api/imports/samples"),
  );

/** `DELETE /api/imports/samples`: every sample import with its orders and expenses, and the sample items. */
export const useRemoveSamples = () => useRefreshing(() => apiJson<SamplesRemoved>("DELETE", "/api/imports/samples"));
