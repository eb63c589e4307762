import { LaunchRoadmapScreen } from "@/features/launch-roadmap/components/launch-roadmap-screen";

export default function Page() {
  return <LaunchRoadmapScreen />;
}
