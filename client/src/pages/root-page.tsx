/** '/': plan selection until onboarding is complete, then the home dashboard. */
import { useUser } from "@/hooks/use-user";
import { PlanSelection } from "@/features/onboarding/components/plan-selection";
import { HomeDashboard } from "@/features/hubs/components/home-dashboard";

export default function RootPage() {
  const { user } = useUser();
  if (user?.hasCompletedOnboarding !== "true") return <PlanSelection firstName={user?.firstName} />;
  return <HomeDashboard />;
}
