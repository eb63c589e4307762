import { NicheDetailScreen } from "@/features/micro-niches/components/niche-detail-screen";

export default function Page() {
  return <NicheDetailScreen />;
}
