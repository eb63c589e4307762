import { MicroNichesScreen } from "@/features/micro-niches/components/micro-niches-screen";

export default function Page() {
  return <MicroNichesScreen />;
}
