/** '/': plan selection until onboarding is complete, then the home dashboard. */
import { useUser } from "@/hooks/use-user";
import { PlanSelection } from "@/features/onboarding/components/plan-selection";
import { HomeDashboard } from "@/features/hubs/components/home-dashboard";
import { BusinessAtAGlance } from "@/features/business-glance/business-at-a-glance";

export default function RootPage() {
  const { user } = useUser();
  if (user?.hasCompletedOnboarding !== "true") return <PlanSelection firstName={user?.firstName} />;
  // The person's business at a glance above the specification's hero and toolkits (decision 1473).
  return (
    <div className="flex flex-col gap-8">
      <BusinessAtAGlance />
      <HomeDashboard />
    </div>
  );
}
