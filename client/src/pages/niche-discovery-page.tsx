import { NicheDiscoveryScreen } from "@/features/niche-discovery/components/niche-discovery-screen";

export default function Page() {
  return <NicheDiscoveryScreen />;
}
