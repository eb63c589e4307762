import { StartGuideScreen } from "@/features/side-hustles/components/start-guide-screen";

export default function Page() {
  return <StartGuideScreen />;
}
