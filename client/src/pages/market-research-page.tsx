import { MarketResearchScreen } from "@/features/market-research/components/market-research-screen";

export default function Page() {
  return <MarketResearchScreen />;
}
