import { TrendScannerScreen } from "@/features/product-trend-scanner/components/trend-scanner-screen";

export default function Page() {
  return <TrendScannerScreen />;
}
