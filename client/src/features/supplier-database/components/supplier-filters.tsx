/** The four filters of the specification and our 'Favorites' switch. */
import { Heart } from "lucide-react";
import { PRODUCT_CATEGORY_OPTIONS } from "@shared/domain/categories";
import { SUPPLIER_LOCATIONS, SUPPLIER_PLATFORMS } from "@shared/domain/suppliers";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import type { SupplierFilters as Filters } from "../api/suppliers-api";

const cap = (s: string) => (s === "usa" ? "USA" : s.charAt(0).toUpperCase() + s.slice(1));

export function SupplierFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-5 lg:items-end">
      <Field label="Platform" htmlFor="supplier-platform">
        <NativeSelect id="supplier-platform" value={value.platform} onChange={(e) => set({ platform: e.target.value })}>
          <option value="all">All platforms</option>
          {SUPPLIER_PLATFORMS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label} (
              {p.value === "aliexpress" ? "AliExpress & co." : p.value === "cj" ? "CJ & co." : "wholesale, POD"})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Specialty" htmlFor="supplier-specialty">
        <NativeSelect
          id="supplier-specialty"
          value={value.specialty}
          onChange={(e) => set({ specialty: e.target.value })}
        >
          <option value="all">All specialties</option>
          {PRODUCT_CATEGORY_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Minimum Rating" htmlFor="supplier-rating">
        <NativeSelect id="supplier-rating" value={value.minRating} onChange={(e) => set({ minRating: e.target.value })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={String(n)}>
              {"★".repeat(n)} {n}+ stars
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Location" htmlFor="supplier-location">
        <NativeSelect id="supplier-location" value={value.location} onChange={(e) => set({ location: e.target.value })}>
          <option value="all">All locations</option>
          {SUPPLIER_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {cap(l)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button
        variant={value.favorites ? "default" : "outline"}
        aria-pressed={value.favorites}
        onClick={() => set({ favorites: !value.favorites })}
      >
        <Heart aria-hidden className={value.favorites ? "fill-current" : ""} />
        Favorites
      </Button>
    </div>
  );
}
