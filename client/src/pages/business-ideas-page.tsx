import { BusinessIdeasScreen } from "@/features/business-ideas/components/business-ideas-screen";

export default function Page() {
  return <BusinessIdeasScreen />;
}
