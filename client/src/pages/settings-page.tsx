/** /settings and /settings/:section: the account settings, with the billing feature's plan summary. */
import { useParams } from "react-router-dom";
import { PlanSummary } from "@/features/billing";
import { SettingsScreen } from "@/features/settings";

export default function SettingsPage() {
  const { section } = useParams();
  return <SettingsScreen section={section} plan={<PlanSummary />} />;
}
