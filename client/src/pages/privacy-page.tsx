import { PrivacyPolicy } from "@/features/legal/privacy-policy";

export default function Page() {
  return <PrivacyPolicy />;
}
