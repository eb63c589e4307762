import { HustleChallengesScreen } from "@/features/hustle-challenges/components/hustle-challenges-screen";

export default function Page() {
  return <HustleChallengesScreen />;
}
