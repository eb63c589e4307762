/** AI Niche Discovery (/niche-discovery): form on the left, results on the right, recent history below the form. */
import { Compass } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { NicheDiscoveryOutput, NicheDiscoveryRequest } from "@shared/contracts/niche-discovery";
import { PageHeader } from "@/components/ui/page-header";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { GenerationHistory, handleLimitError } from "@/features/ai";
import { useGenerateNiches, type NicheResult } from "../api/use-generate-niches";
import { NicheForm } from "./niche-form";
import { NicheResults } from "./niche-results";

export function NicheDiscoveryScreen() {
  const navigate = useNavigate();
  const generate = useGenerateNiches();
  // Results stay until a new success replaces them (platform spec section 4).
  const [result, setResult] = useState<NicheResult | null>(null);

  const handleSubmit = (values: NicheDiscoveryRequest) =>
    generate.mutate(values, {
      onSuccess: (data) => {
        setResult(data);
        toast({ title: "Niche Ideas Generated!", description: `Found ${data.ideas.length} profitable niche opportunities for you.`, variant: "success" });
      },
      onError: (err) => {
        if (handleLimitError(err, navigate)) return;
        toast({ title: "Generation Failed", description: errorDetail(err) || "Failed to generate niche ideas. Please try again.", variant: "destructive" });
      },
    });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader icon={Compass} title="AI Niche Discovery" description="Find profitable niches that match your skills, budget and passions." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <NicheForm pending={generate.isPending} onSubmit={handleSubmit} />
          <GenerationHistory
            tool="niche-discovery"
            title="Recent discoveries"
            activeId={result?.generation?.id}
            onOpen={(g) => setResult({ ...(g.output as NicheDiscoveryOutput), generation: { id: g.id, tool: g.tool, engine: g.engine, model: g.model, createdAt: g.createdAt } })}
          />
        </div>
        <NicheResults result={result} pending={generate.isPending} />
      </div>
    </div>
  );
}
