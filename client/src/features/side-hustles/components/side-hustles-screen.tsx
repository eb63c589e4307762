/**
 * Side Hustles (/side-hustles): filters (category, difficulty, and 'Bookmarked'), the cards, and the loading
 * and empty states with 'Clear Filters' (docs/spec-notes.md).
 */
import { useState } from "react";
import { Bookmark, Briefcase, SearchX } from "lucide-react";
import { DIFFICULTY_OPTIONS, HUSTLE_CATEGORY_OPTIONS } from "@shared/contracts/side-hustles";
import { withAll } from "@shared/contracts/catalogue-filters";
import { HOW_WE_RATE } from "@shared/domain/catalogue-ratings";
import { CatalogueNote } from "@/components/catalogue/catalogue-note";
import { CatalogueEmpty, CatalogueError, CatalogueLoading, ResultCount } from "@/components/catalogue/catalogue-states";
import { FilterSelect } from "@/components/catalogue/filter-select";
import { Card, CardContent } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useSideHustles } from "../api/side-hustles-api";
import { HustleCard } from "./hustle-card";

const CATEGORIES = withAll("All categories", HUSTLE_CATEGORY_OPTIONS);
const DIFFICULTIES = withAll("All levels", DIFFICULTY_OPTIONS);

export function SideHustlesScreen() {
  const [category, setCategory] = useState("all");
  const [difficulty, setDifficulty] = useState("all");
  const [bookmarked, setBookmarked] = useState(false);
  const hustles = useSideHustles({ category, difficulty, bookmarked });
  const list = hustles.data?.hustles;
  const clear = () => {
    setCategory("all");
    setDifficulty("all");
    setBookmarked(false);
  };

  return (
    <div>
      <PageHeader
        icon={Briefcase}
        title="Side Hustles"
        description="Proven ways to earn on the side, with what you need, what it costs and the first steps to take this week."
      />
      <CatalogueNote reviewedAt={hustles.data?.reviewedAt} rules={HOW_WE_RATE.hustles} />

      <Card className="mb-6">
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 sm:pt-6 lg:grid-cols-[1fr_1fr_auto] lg:items-end">
          <FilterSelect
            id="hustle-category"
            label="Category"
            value={category}
            options={CATEGORIES}
            onChange={setCategory}
          />
          <FilterSelect
            id="hustle-difficulty"
            label="Difficulty"
            value={difficulty}
            options={DIFFICULTIES}
            onChange={setDifficulty}
          />
          <label className="flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 sm:col-span-2 lg:col-span-1">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={bookmarked}
              onChange={(e) => setBookmarked(e.target.checked)}
            />
            <Bookmark className="size-4 text-brand-700" aria-hidden="true" />
            Bookmarked
          </label>
        </CardContent>
      </Card>

      {hustles.isPending ? (
        <CatalogueLoading label="Loading side hustles..." />
      ) : hustles.isError ? (
        <CatalogueError onRetry={() => void hustles.refetch()} />
      ) : list && list.length > 0 ? (
        <>
          <ResultCount count={list.length} noun={["side hustle", "side hustles"]} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((h) => (
              <HustleCard key={h.id} hustle={h} />
            ))}
          </div>
        </>
      ) : (
        <CatalogueEmpty
          icon={SearchX}
          title="No Side Hustles Found"
          description={
            bookmarked
              ? "Nothing bookmarked matches these filters yet. Bookmark a hustle to keep it here."
              : "No side hustles match these filters. Try another category or difficulty."
          }
          onClear={clear}
        />
      )}
    </div>
  );
}
