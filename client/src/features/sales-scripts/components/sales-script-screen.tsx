/**
 * Sales Script Generator (/sales-script-generator, Pro only) on the generator layout: the form on the left; on
 * the right a script (fresh or a reopened saved one), or else the five most recent saved scripts, or else the
 * empty state. Free users see the upsell instead (docs/product-rules.md#money-maker-and-growth-plans).
 */
import { useRef, useState } from "react";
import { FileText, MessageSquareQuote } from "lucide-react";
import {
  salesScriptRequestSchema,
  type SalesScriptInput,
  type SalesScriptOutput,
  type SalesScriptRequest,
  type SavedSalesScript,
} from "@shared/contracts/sales-scripts";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorPending } from "@/components/generator/generator-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { EmptyState } from "@/components/ui/empty-state";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { Skeleton } from "@/components/ui/skeleton";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { useGenerator } from "@/hooks/use-generator";
import { toast } from "@/hooks/use-toast";
import { useUser } from "@/hooks/use-user";
import { errorDetail } from "@/lib/api-client";
import { useDeleteScript, useSaveScript, useSavedScripts } from "../api/sales-scripts-api";
import { RecentScripts } from "./recent-scripts";
import { ScriptForm } from "./script-form";
import { ScriptResult } from "./script-result";

type Fresh = { script: SalesScriptOutput; product: string; targetAudience: string };

const FIELDS = ["type", "product", "targetAudience", "painPoint", "tone", "industry", "goal"] as const;

export function SalesScriptScreen() {
  const { isPro } = useUser();
  const form = useSchemaForm(salesScriptRequestSchema, {
    product: "",
    targetAudience: "",
    painPoint: "",
    industry: "",
    tone: "professional",
    goal: "meeting",
  } as Partial<SalesScriptRequest>);
  const save = useSaveScript();
  const remove = useDeleteScript();
  const [openedState, setOpenedState] = useState<{ script: SavedSalesScript; over?: string } | null>(null);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [closedKey, setClosedKey] = useState<string | null>(null);
  // The request a fresh script answers (what Save stores beside it), not whatever the form holds by then.
  const asked = useRef<SalesScriptInput | null>(null);
  const generator = useGenerator(generationsEndpoints.salesScript, {
    toView: (res) => ({
      view: {
        script: res.script,
        product: asked.current?.product ?? "",
        targetAudience: asked.current?.targetAudience ?? "",
      },
      key: `g${Date.now()}`,
    }),
    failure: { toast: { title: "Generation Failed", fallback: "Failed to generate script" } },
  });
  // Saved scripts are a Pro feature too: a free user's page never asks for them.
  const history = useSavedScripts(isPro);

  // A fresh script replaces a reopened one: a reopened script shows until the next fresh one arrives.
  const freshKey = generator.shown?.key;
  const opened = openedState && openedState.over === freshKey ? openedState.script : null;
  const setOpened = (script: SavedSalesScript | null) => setOpenedState(script ? { script, over: freshKey } : null);

  const handleSave = (f: Fresh, key: string) =>
    save.mutate(
      { ...f.script, product: f.product, targetAudience: f.targetAudience },
      {
        onSuccess: () => {
          setSavedKey(key);
          toast({ title: "Script Saved", description: "You'll find it in your recent scripts.", variant: "success" });
        },
        onError: (err) =>
          toast({ title: "Save Failed", description: errorDetail(err) ?? "Please try again.", variant: "destructive" }),
      },
    );

  const handleDelete = (s: SavedSalesScript) =>
    remove.mutate(s.id, {
      onSuccess: () => {
        if (opened?.id === s.id) setOpened(null);
        toast({ title: "Script deleted", description: `The script for ${s.product} was removed.` });
      },
      onError: (err) =>
        toast({ title: "Delete Failed", description: errorDetail(err) ?? "Please try again.", variant: "destructive" }),
    });

  // With no fresh script on screen: a reopened saved one, else the recent saved ones, else the empty state.
  const idle = opened ? (
    <ScriptResult script={opened} product={opened.product} saved saving={false} onClose={() => setOpened(null)} />
  ) : history.isLoading ? (
    <Skeleton className="h-64 w-full rounded-2xl" />
  ) : history.data?.length ? (
    <RecentScripts scripts={history.data} onOpen={setOpened} onDelete={handleDelete} deleting={remove.isPending} />
  ) : (
    <EmptyState
      icon={FileText}
      title="No scripts yet"
      description="Choose a script type, name your product and press Generate Script. Save the scripts you like to find them here."
    />
  );

  return (
    <GeneratorLayout
      generator={generator}
      header={{
        icon: MessageSquareQuote,
        title: "Sales Script Generator",
        description:
          "Cold calls, emails, direct messages and follow-ups with objection handling, written for your product and buyer.",
      }}
      arrangement="side"
      form={
        <ScriptForm
          form={form}
          onSubmit={(values) => {
            asked.current = values;
            generator.run(values, form, FIELDS);
          }}
        />
      }
      locked={
        <ProUpsell
          title="The Sales Script Generator is a Pro tool"
          description="Generate sales scripts, email sequences and objection handling that turn conversations into customers, and keep your best scripts."
          cta="Upgrade to Pro - $10/month"
        />
      }
      pending={
        <GeneratorPending label="Writing your script...">
          <Skeleton className="h-80 w-full rounded-2xl" />
        </GeneratorPending>
      }
      empty={idle}
      result={(fresh) =>
        opened || fresh.key === closedKey ? (
          idle
        ) : (
          <ScriptResult
            script={fresh.view.script}
            product={fresh.view.product}
            saved={savedKey === fresh.key}
            saving={save.isPending}
            onSave={() => handleSave(fresh.view, fresh.key)}
            onClose={() => setClosedKey(fresh.key)}
          />
        )
      }
    />
  );
}
