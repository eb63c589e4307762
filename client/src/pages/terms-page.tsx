import { TermsOfService } from "@/features/legal/terms-of-service";

export default function Page() {
  return <TermsOfService />;
}
