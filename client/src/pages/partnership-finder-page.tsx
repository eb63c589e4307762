import { PartnershipScreen } from "@/features/partnership-finder/components/partnership-screen";

export default function Page() {
  return <PartnershipScreen />;
}
