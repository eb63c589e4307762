import { QuickValidationScreen } from "@/features/quick-validation/components/quick-validation-screen";

export default function Page() {
  return <QuickValidationScreen />;
}
