import { AdvancedAnalyticsScreen } from "@/features/advanced-analytics/components/analytics-screen";

export default function Page() {
  return <AdvancedAnalyticsScreen />;
}
