import { GrowthSuiteHub } from "@/features/hubs/components/growth-suite-hub";

export default function Page() {
  return <GrowthSuiteHub />;
}
