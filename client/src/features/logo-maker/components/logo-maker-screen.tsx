/** The AI Logo Maker (/logo-maker): the form (prefilled from the address), the concepts, and past logos. */
import { useLocation } from "react-router-dom";
import { useRef } from "react";
import { PenTool, Shapes } from "lucide-react";
import { logoRequestSchema, type LogoRequest } from "@shared/contracts/logos";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorPending } from "@/components/generator/generator-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useGenerator } from "@/hooks/use-generator";
import { logoPrefill } from "@/lib/logo-maker-prefill";
import { viewOfGeneration, viewOfResult } from "../views";
import { LogoForm } from "./logo-form";
import { LogoConcepts } from "./logo-concepts";

export function LogoMakerScreen() {
  const { search } = useLocation();
  const form = useSchemaForm(logoRequestSchema, {
    businessName: "",
    industry: "",
    style: "modern",
    colors: "",
    ...logoPrefill(search),
  });
  const lastInput = useRef<LogoRequest | null>(null);
  const generator = useGenerator(generationsEndpoints.logo, {
    toView: (result) => viewOfResult(result, lastInput.current ?? form.getValues()),
    fromGeneration: viewOfGeneration,
    failure: { toast: { title: "Could not create logos", fallback: "Please try again." } },
    onReopen: (_, view) => form.reset(view.input),
  });

  return (
    <GeneratorLayout
      generator={generator}
      header={{
        icon: PenTool,
        title: "AI Logo Maker",
        description: "Logo concepts for your brand: a symbol, colours and type, ready to download as SVG or PNG.",
      }}
      arrangement="side"
      form={
        <LogoForm
          form={form}
          onSubmit={(values) => {
            lastInput.current = values;
            generator.run(values, form, ["businessName", "industry", "style", "colors"]);
          }}
        />
      }
      pending={
        <GeneratorPending label="Designing your logos...">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 w-full rounded-2xl" />
          ))}
        </GeneratorPending>
      }
      empty={
        <EmptyState
          icon={Shapes}
          title="Your logos appear here"
          description="Enter your business name and industry, pick a style, then press Create Logos."
        />
      }
      result={(shown) => <LogoConcepts view={shown.view} />}
      history={{ title: "Past logos", staleText: "This logo was saved in an older format." }}
    />
  );
}
