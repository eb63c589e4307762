import { SideHustleGeneratorScreen } from "@/features/side-hustle-generator/components/side-hustle-generator-screen";

export default function Page() {
  return <SideHustleGeneratorScreen />;
}
