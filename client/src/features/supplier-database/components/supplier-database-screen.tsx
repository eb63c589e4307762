/** /supplier-database: filters, loading, cards, 'No Suppliers Found' with 'Clear Filters', and how we rate. */
import { useState } from "react";
import { Info, SearchX, Truck } from "lucide-react";
import type { Supplier } from "@shared/contracts/suppliers";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { countOf } from "@shared/domain/words";
import {
  DEFAULT_FILTERS,
  useSuppliers,
  useToggleFavorite,
  type SupplierFilters as Filters,
} from "../api/suppliers-api";
import { SupplierFilters } from "./supplier-filters";
import { SupplierCard } from "./supplier-card";

export function SupplierDatabaseScreen() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const { data, isLoading, isError, error } = useSuppliers(filters);
  const favorite = useToggleFavorite();

  const handleToggle = (s: Supplier) =>
    favorite.mutate(
      { id: s.id, favorite: !s.isFavorite },
      {
        onSuccess: () =>
          toast(
            s.isFavorite
              ? { title: "Removed from Favorites", description: `${s.name} is no longer in your favorites.` }
              : { title: "Saved to Favorites", description: `${s.name} is in your favorites.` },
          ),
        onError: (err) =>
          toast({
            variant: "destructive",
            title: "Could not update favorites",
            description: errorDetail(err) ?? "Please try again.",
          }),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={Truck}
        title="Supplier Database"
        description="Real suppliers, wholesalers and marketplaces for your store, with HustleForge ratings."
      />
      <SupplierFilters value={filters} onChange={setFilters} />
      {isLoading ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          data-testid="suppliers-loading"
          aria-busy="true"
          aria-label="Loading suppliers"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <EmptyState
          icon={SearchX}
          title="Could not load suppliers"
          description={errorDetail(error) ?? "Please try again."}
        />
      ) : !data?.suppliers.length ? (
        <EmptyState
          icon={SearchX}
          title="No Suppliers Found"
          description={
            filters.favorites ? "No favorites match these filters yet." : "No supplier matches all of these filters."
          }
          action={<Button onClick={() => setFilters(DEFAULT_FILTERS)}>Clear Filters</Button>}
        />
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {countOf(data.suppliers.length, "supplier")}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.suppliers.map((s) => (
              <li key={s.id}>
                <SupplierCard
                  supplier={s}
                  onToggleFavorite={handleToggle}
                  pending={favorite.isPending && favorite.variables?.id === s.id}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {data && (
        <aside
          className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700"
          aria-labelledby="how-we-rate"
        >
          <h2 id="how-we-rate" className="flex items-center gap-2 font-semibold text-slate-900">
            <Info aria-hidden className="size-4" />
            How we rate
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {data.howWeRate.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-slate-600">
            Catalogue last reviewed:{" "}
            <time dateTime={data.reviewedAt}>
              {new Date(`${data.reviewedAt}T00:00:00Z`).toLocaleDateString("en-US", {
                year: "numeric",
                month: "long",
                day: "numeric",
                timeZone: "UTC",
              })}
            </time>
            . Check terms and prices on each supplier's own site.
          </p>
        </aside>
      )}
    </div>
  );
}
