/** /settings/data: download everything, and the danger zone (docs/guide/your-data.md). */
import { ArrowLeft, Database } from "lucide-react";
import { Link } from "react-router-dom";
import { PageHeader } from "@/components/ui/page-header";
import { useUser } from "@/hooks/use-user";
import { DangerZone } from "./danger-zone";
import { DownloadSection } from "./download-section";

export function YourDataScreen() {
  const { user } = useUser();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link
        to="/settings"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Settings
      </Link>
      <PageHeader
        icon={Database}
        title="Your data"
        description="Take a copy of everything your account holds, or delete the account for good."
        className="mb-0 sm:mb-0"
      />
      <DownloadSection />
      {user && <DangerZone user={user} />}
    </div>
  );
}
