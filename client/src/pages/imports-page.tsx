import { ImportsScreen } from "@/features/imports/components/imports-screen";

export default function Page() {
  return <ImportsScreen />;
}
