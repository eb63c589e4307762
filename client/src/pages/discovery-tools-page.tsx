import { DiscoveryToolsHub } from "@/features/hubs/components/discovery-tools-hub";

export default function Page() {
  return <DiscoveryToolsHub />;
}
