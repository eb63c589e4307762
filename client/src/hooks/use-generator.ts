/**
 * useGenerator(entry): one AI tool's run, the result on screen and the history, the same way for every tool
 * (docs/decisions/810). The tool is its entry of the endpoint table (shared/contracts/endpoints/generations.ts): the
 * call, the request's and the answer's types come from it. A success shows the result and refreshes the tool's
 * history and the usage; the free limit shows the limit toast; a 400 with details lands on the form's fields; any
 * other failure follows the tool's wording (a toast or the failed state).
 */
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { GenerationDetail } from "@shared/contracts/generations";
import { basedOnSchema, type BasedOn } from "@shared/contracts/business-profile";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import type { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { showLimitToast } from "@/components/generator/limit-toast";
import { toast, type ToastInput } from "@/hooks/use-toast";
import { errorDetail, isLimitError, ApiError } from "@/lib/api-client";
import { call } from "@/lib/endpoint-client";
import { applyServerErrors } from "@/lib/form-errors";
import { generatorTool, type GeneratorToolId } from "@/lib/generator-tools";
import { generationHistoryKey } from "./use-generation-history";
import { USAGE_KEY, useUsage } from "./use-usage";
import { useUser } from "./use-user";

/**
 * What is on screen: a fresh or reopened result; `key` remounts result views when it changes. `basedOn` is the
 * business-profile facts the run used, from the answer or the history row.
 */
export type Shown<View> = { view: View; key: string; generationId?: number; basedOn?: BasedOn };

/** The `basedOn` every generator answer carries (an older answer without one used none). */
function basedOnOf(response: unknown): BasedOn {
  const parsed = basedOnSchema.safeParse((response as { basedOn?: unknown } | null)?.basedOn);
  return parsed.success ? parsed.data : [];
}

export type GeneratorOptions<_Req, Res, View> = {
  /** The fresh answer as the screen's view. */
  toView: (response: Res) => Shown<View>;
  /** A past generation as the screen's view; null when its stored output no longer fits the contract. */
  fromGeneration?: (generation: GenerationDetail) => View | null;
  /** More query keys a success changes (stored ideas, plans). */
  invalidate?: QueryKey[];
  /** The success toast, if the tool has one. */
  successToast?: (view: View) => ToastInput;
  /** A failure: a toast with the server's message or the fallback, or the failed state (no toast). */
  failure: { toast: { title: string; fallback: string } } | { state: true };
  /** Runs after a reopen (e.g. puts the generation's input back in the form). */
  onReopen?: (generation: GenerationDetail, view: View) => void;
};

/** How many runs the person may still start. */
export type Allowance =
  | { kind: "unknown" }
  | { kind: "unlimited" }
  | { kind: "free"; limit: number; remaining: number; period: "lifetime" | "day" }
  | { kind: "pro-only" };

export type GeneratorStatus = "idle" | "pending" | "failed" | "result";

/** A generator's entry of the endpoint table (a POST whose access is its tool's id). */
export type GeneratorEntry = Extract<
  (typeof generationsEndpoints)[keyof typeof generationsEndpoints],
  { method: "POST" }
>;

type Run<Req> = <F extends FieldValues>(
  body: Req,
  form?: Pick<UseFormReturn<F>, "setError">,
  fields?: readonly string[],
) => void;

/** One generator tool's state and actions, typed by its entry: `useGenerator(generationsEndpoints.logo, { ... })`. */
export function useGenerator<E extends GeneratorEntry, View>(
  entry: E,
  options: GeneratorOptions<BodyOf<E>, ResponseOf<E>, View>,
): GeneratorState<View> & { run: Run<BodyOf<E>> } {
  // `call` takes the union of generator entries; the body and the answer are this entry's (its type parameter).
  const send = (body: BodyOf<E>) =>
    call<GeneratorEntry>(entry, { body: body as BodyOf<GeneratorEntry> }) as Promise<ResponseOf<E>>;
  return useGeneratorOf<BodyOf<E>, ResponseOf<E>, View>(entry.access, send, options);
}

function useGeneratorOf<Req, Res, View>(
  toolId: GeneratorToolId,
  send: (body: Req) => Promise<Res>,
  options: GeneratorOptions<Req, Res, View>,
): GeneratorState<View> & { run: Run<Req> } {
  const tool = generatorTool(toolId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { isPro, user } = useUser();
  const usage = useUsage();
  const [shown, setShown] = useState<Shown<View> | null>(null);
  const [failed, setFailed] = useState(false);

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      for (const key of [generationHistoryKey(toolId), USAGE_KEY, ...(options.invalidate ?? [])])
        queryClient.invalidateQueries({ queryKey: key });
    },
    // A refusal for the limit means the figures on screen were stale.
    onError: (err) => {
      if (isLimitError(err)) void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    },
  });

  /** Runs the tool; `form` receives the server's field details of a 400. */
  const run: Run<Req> = (body, form, fields = []) => {
    setFailed(false);
    mutation.mutate(body, {
      onSuccess: (response) => {
        const next = { ...options.toView(response), basedOn: basedOnOf(response) };
        setShown(next);
        if (options.successToast) toast(options.successToast(next.view));
      },
      onError: (err) => {
        if (isLimitError(err)) return showLimitToast(err, navigate);
        if (err instanceof ApiError && err.code === "pro_required") return navigate("/checkout");
        if (form && applyServerErrors(err, form.setError, fields)) return;
        if ("state" in options.failure) setFailed(true);
        else
          toast({
            title: options.failure.toast.title,
            description: errorDetail(err) || options.failure.toast.fallback,
            variant: "destructive",
          });
      },
    });
  };

  /** Shows a past generation; false (and nothing changes) when it can no longer be shown. */
  const reopen = (generation: GenerationDetail): boolean => {
    const view = options.fromGeneration?.(generation) ?? null;
    if (!view) return false;
    setFailed(false);
    setShown({ view, key: `h${generation.id}`, generationId: generation.id, basedOn: generation.basedOn });
    options.onReopen?.(generation, view);
    return true;
  };

  const entry = tool.quota ? usage.data?.usage[tool.quota] : undefined;
  const allowance: Allowance =
    tool.proOnly && user
      ? isPro
        ? { kind: "unlimited" }
        : { kind: "pro-only" }
      : !tool.quota
        ? { kind: "unlimited" }
        : !entry
          ? { kind: "unknown" }
          : entry.limit === null || entry.remaining === null
            ? { kind: "unlimited" }
            : { kind: "free", limit: entry.limit, remaining: entry.remaining, period: entry.period };

  const status: GeneratorStatus = mutation.isPending ? "pending" : failed ? "failed" : shown ? "result" : "idle";

  return { toolId, status, pending: mutation.isPending, shown, run, reopen, allowance };
}

/** What the generator layout reads of a generator (any request and response types). */
export type GeneratorState<View> = {
  toolId: GeneratorToolId;
  status: GeneratorStatus;
  pending: boolean;
  shown: Shown<View> | null;
  reopen: (generation: GenerationDetail) => boolean;
  allowance: Allowance;
};
