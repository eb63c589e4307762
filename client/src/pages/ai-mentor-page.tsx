import { MentorScreen } from "@/features/ai-mentor/components/mentor-screen";

export default function Page() {
  return <MentorScreen />;
}
