/**
 * Micro Niches (/micro-niches): filters (category, competition, demand), the cards, and the loading and empty
 * states with 'Clear Filters' (docs/spec-notes.md).
 */
import { useState } from "react";
import { SearchX, Target } from "lucide-react";
import { NICHE_CATEGORY_OPTIONS } from "@shared/contracts/micro-niches";
import { LEVEL_OPTIONS, withAll } from "@shared/contracts/catalogue-filters";
import { HOW_WE_RATE } from "@shared/domain/catalogue-ratings";
import { CatalogueNote } from "@/components/catalogue/catalogue-note";
import { CatalogueEmpty, CatalogueError, CatalogueLoading, ResultCount } from "@/components/catalogue/catalogue-states";
import { FilterSelect } from "@/components/catalogue/filter-select";
import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useMicroNiches } from "../api/micro-niches-api";
import { NicheCard } from "./niche-card";

const CATEGORIES = withAll("All categories", NICHE_CATEGORY_OPTIONS);
const LEVELS = withAll("All levels", LEVEL_OPTIONS);

export function MicroNichesScreen() {
  const [category, setCategory] = useState("all");
  const [competition, setCompetition] = useState("all");
  const [demand, setDemand] = useState("all");
  const niches = useMicroNiches({ category, competition, demand });
  const list = niches.data?.niches;
  const clear = () => {
    setCategory("all");
    setCompetition("all");
    setDemand("all");
  };

  return (
    <div>
      <PageHeader
        icon={Target}
        title="Micro Niches"
        description="Small, specific markets where a newcomer can stand out: who buys, what they buy, and where to reach them."
      />
      <CatalogueNote reviewedAt={niches.data?.reviewedAt} rules={HOW_WE_RATE.niches} />

      <Card className="mb-6">
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-3 sm:pt-6">
          <FilterSelect
            id="niche-category"
            label="Category"
            value={category}
            options={CATEGORIES}
            onChange={setCategory}
          />
          <FilterSelect
            id="niche-competition"
            label="Competition level"
            value={competition}
            options={LEVELS}
            onChange={setCompetition}
          />
          <FilterSelect id="niche-demand" label="Demand level" value={demand} options={LEVELS} onChange={setDemand} />
        </CardContent>
      </Card>

      {niches.isPending ? (
        <CatalogueLoading label="Loading micro niches..." />
      ) : niches.isError ? (
        <CatalogueError onRetry={() => void niches.refetch()} />
      ) : list && list.length > 0 ? (
        <>
          <ResultCount count={list.length} noun={["niche", "niches"]} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((n) => (
              <NicheCard key={n.id} niche={n} />
            ))}
          </div>
        </>
      ) : (
        <CatalogueEmpty
          icon={SearchX}
          title="No Niches Found"
          description="No micro niches match these filters. Try another category or level."
          onClear={clear}
        />
      )}
    </div>
  );
}
