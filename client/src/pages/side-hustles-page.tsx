import { SideHustlesScreen } from "@/features/side-hustles/components/side-hustles-screen";

export default function Page() {
  return <SideHustlesScreen />;
}
