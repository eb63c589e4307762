import { IdeaTrackerScreen } from "@/features/idea-tracker/components/idea-tracker-screen";

export default function Page() {
  return <IdeaTrackerScreen />;
}
