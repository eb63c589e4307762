/**
 * 'Explore Niche' (the whole niche) and 'Market Research' (the market page prefilled with its industry and
 * audience); on the niche's own page, also 'Validate Niche' (Quick Validation prefilled with it).
 */
import { BarChart3, Compass, ShieldCheck } from "lucide-react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import type { MicroNiche } from "@shared/contracts/micro-niches";
import { Button } from "@/components/ui/button";
import { marketResearchUrl, quickValidationUrl } from "@/lib/tool-links";

export function NicheActions({ niche, explore = true }: { niche: MicroNiche; explore?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {explore && (
        <Button asChild className="flex-1">
          <Link to={toolPath("micro-niches", niche.id)} aria-label={`Explore Niche: ${niche.name}`}>
            <Compass aria-hidden="true" />
            Explore Niche
          </Link>
        </Button>
      )}
      <Button asChild variant="outline" className="flex-1">
        <Link
          to={marketResearchUrl(niche.industry, niche.targetAudience)}
          aria-label={`Market Research: ${niche.name}`}
        >
          <BarChart3 aria-hidden="true" />
          Market Research
        </Link>
      </Button>
      {!explore && (
        <Button asChild variant="outline" className="flex-1">
          <Link to={quickValidationUrl(niche.name, niche.description)}>
            <ShieldCheck aria-hidden="true" />
            Validate Niche
          </Link>
        </Button>
      )}
    </div>
  );
}
