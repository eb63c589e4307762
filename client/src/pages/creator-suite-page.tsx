/** /creator-suite: the Creative Suite screen. */
import { CreatorSuiteScreen } from "@/features/creator-suite/components/creator-suite-screen";

export default function CreatorSuitePage() {
  return <CreatorSuiteScreen />;
}
