import { SharedResultScreen } from "@/features/shares/components/shared-result-screen";

export default function Page() {
  return <SharedResultScreen />;
}
