/** /sales-script-generator: the Sales Script Generator screen. */
import { SalesScriptScreen } from "@/features/sales-scripts/components/sales-script-screen";

export default function SalesScriptGeneratorPage() {
  return <SalesScriptScreen />;
}
