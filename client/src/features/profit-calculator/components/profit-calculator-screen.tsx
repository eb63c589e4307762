/** /profit-calculator: inputs (kept in the address), 'Ready to Calculate' until calculated, then the results. */
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { Calculator } from "lucide-react";
import { calculateProfit, toProfitInputs } from "@shared/domain/profit";
import type { ProfitFormValues } from "@shared/contracts/profit";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { profitParams, readProfitParams } from "../url-state";
import { ProfitForm } from "./profit-form";
import { ProfitResults } from "./profit-results";

export function ProfitCalculatorScreen() {
  const [params, setParams] = useSearchParams();
  const { values, calculated } = useMemo(() => readProfitParams(params), [params]);
  const inputs = useMemo(() => toProfitInputs(values), [values]);
  const result = useMemo(() => (calculated ? calculateProfit(inputs) : null), [calculated, inputs]);
  const handleCalculate = (v: ProfitFormValues) => setParams(profitParams(v), { replace: true });

  return (
    <div>
      <PageHeader
        icon={Calculator}
        title="Profit Calculator"
        description="Work out what each sale really leaves you after product, shipping, fees and ads (US dollars)."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Your Numbers</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfitForm key={params.toString()} defaults={values} onCalculate={handleCalculate} />
          </CardContent>
        </Card>
        <section aria-label="Results" aria-live="polite">
          {result ? (
            <ProfitResults inputs={inputs} result={result} />
          ) : (
            <EmptyState
              icon={Calculator}
              title="Ready to Calculate"
              description="Enter your numbers and press 'Calculate Profit' to see your profit per unit, margin, break-even point and monthly projections."
            />
          )}
        </section>
      </div>
    </div>
  );
}
