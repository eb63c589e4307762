/**
 * The imports API, derived from the endpoint table (shared/contracts/endpoints/imports.ts): a dry run answers the
 * preview and writes nothing; the real upload starts a job whose progress is polled; undo removes what one import
 * added. A finished or undone import changes orders, expenses and inventory costs, which many screens read: every
 * cached query is marked stale then (screens on show refetch at once, the others when they open).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ColumnMappingInput, FormatId, ImportRecord } from "@shared/contracts/imports";
import type { ResponseOf } from "@shared/contracts/endpoint";
import { importsEndpoints as ep } from "@shared/contracts/endpoints/imports";
import { call, keyOf } from "@/lib/endpoint-client";

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

/** A dry run: what the file holds, nothing written (the server answers the preview, never a queued import). */
export async function previewImport(file: File, choices: ImportChoices) {
  const answer = await call(ep.create, { query: { dryRun: "true" }, body: importForm(file, choices) });
  if ("import" in answer) throw new Error("A dry run answered a queued import");
  return answer;
}

export function useStartImport() {
  return useMutation({
    mutationFn: async ({ file, choices }: { file: File; choices: ImportChoices }) => {
      const answer = await call(ep.create, { body: importForm(file, choices) });
      if (!("import" in answer)) throw new Error("An import answered a preview");
      return answer;
    },
  });
}

/** Still working: queued or running, or being undone by a job (a large import, decision 1056). */
const running = (r: ImportRecord) => r.status === "queued" || r.status === "running" || r.undoing;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** One import, polled every second while it is queued or running. */
export function useImportProgress(id: number | null) {
  const queryClient = useQueryClient();
  const params = { id: id ?? 0 };
  const own = keyOf(ep.item, { params });
  return useQuery({
    queryKey: own,
    enabled: id !== null,
    queryFn: async () => {
      const answer = await call(ep.item, { params });
      // Finished: every other read may be stale (this one is current).
      if (!running(answer.import)) void queryClient.invalidateQueries({ predicate: (q) => !sameKey(q.queryKey, own) });
      return answer;
    },
    select: (r) => r.import,
    refetchInterval: (query) => (query.state.data && !running(query.state.data.import) ? false : 1000),
  });
}

type ImportList = ResponseOf<typeof ep.list>;
const LIST_KEY = keyOf(ep.list);

/** The history as the cache holds it now (undefined before the first read). */
export const cachedImports = (queryClient: QueryClient) => queryClient.getQueryData<ImportList>(LIST_KEY)?.imports;

/** The history, newest first; polled while one of them is still working (the sample imports). */
export function useImports() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => {
      const before = cachedImports(queryClient);
      const answer = await call(ep.list);
      // Imports that were working and are now finished changed the orders: everything else may be stale.
      if (before?.some(running) && !answer.imports.some(running))
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== LIST_KEY[0] });
      return answer;
    },
    select: (r) => r.imports,
    refetchInterval: (query) => (query.state.data?.imports.some(running) ? 1000 : false),
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
 * Undo: removes every order, expense and product change that import made; a large import is undone by a job, shown
 * as `undoing` in the list until it is gone (docs/decisions/1056-undo-of-a-large-import-is-a-job.md).
 */
export const useUndoImport = () => useRefreshing((id: number) => call(ep.remove, { params: { id } }));

/** The samples' dry run: what the sample exports hold, nothing stored. */
export const useSamplePreview = () =>
  useMutation({
    mutationFn: async () => {
      const answer = await call(ep.samples, { query: { dryRun: "true" } });
      if ("import" in answer) throw new Error("A dry run answered a queued import");
      return answer;
    },
  });

/** The sample exports we ship, as one import marked as samples. */
export const useSampleImport = () =>
  useRefreshing(async () => {
    const answer = await call(ep.samples);
    if (!("import" in answer)) throw new Error("An import answered a preview");
    return answer;
  });

/** Every sample import with its orders and expenses, and the sample items. */
export const useRemoveSamples = () => useRefreshing(() => call(ep.removeSamples));
