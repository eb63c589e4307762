import { IdeaDetailScreen } from "@/features/business-ideas/components/idea-detail-screen";

export default function Page() {
  return <IdeaDetailScreen />;
}
