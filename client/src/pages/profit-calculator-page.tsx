import { ProfitCalculatorScreen } from "@/features/profit-calculator/components/profit-calculator-screen";

export default function Page() {
  return <ProfitCalculatorScreen />;
}
