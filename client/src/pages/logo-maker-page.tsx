import { LogoMakerScreen } from "@/features/logo-maker/components/logo-maker-screen";

export default function Page() {
  return <LogoMakerScreen />;
}
