import { ProfitAndLossScreen } from "@/features/profit-and-loss/components/profit-and-loss-screen";

export default function Page() {
  return <ProfitAndLossScreen />;
}
