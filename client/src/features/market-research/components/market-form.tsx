/** The market page's form: industry (required), region and an optional target market. */
import { BarChart3, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { DEFAULT_TARGET_MARKET, MARKET_INDUSTRIES, MARKET_REGIONS, type MarketRegion } from "@shared/contracts/market-analysis";

export type MarketFormValues = { industry: string; location: MarketRegion; targetMarket: string };

type Props = {
  values: MarketFormValues;
  onChange: (values: MarketFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
};

/** Generate Analysis stays disabled until an industry is chosen and while a request runs (spec section 5). */
export function MarketForm({ values, onChange, onSubmit, pending }: Props) {
  const set = (patch: Partial<MarketFormValues>) => onChange({ ...values, ...patch });
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (values.industry && !pending) onSubmit();
  };
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <form onSubmit={handleSubmit} className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.2fr_auto] lg:items-end [&>*]:min-w-0">
          <Field label="Industry" htmlFor="market-industry" required>
            <NativeSelect id="market-industry" value={values.industry} onChange={(e) => set({ industry: e.target.value })}>
              <option value="">Select an industry</option>
              {MARKET_INDUSTRIES.map((i) => (
                <option key={i.value} value={i.value}>
                  {i.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Region" htmlFor="market-region">
            <NativeSelect id="market-region" value={values.location} onChange={(e) => set({ location: e.target.value as MarketRegion })}>
              {MARKET_REGIONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Target market" htmlFor="market-target">
            <Input
              id="market-target"
              value={values.targetMarket}
              maxLength={120}
              placeholder={`e.g. ${DEFAULT_TARGET_MARKET}`}
              onChange={(e) => set({ targetMarket: e.target.value })}
            />
          </Field>
          <Button type="submit" variant="gradient" className="md:col-span-2 lg:col-span-1" disabled={!values.industry || pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
            {pending ? "Analyzing..." : "Generate Analysis"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
