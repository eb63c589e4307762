/** Placeholder for a tool that is still being built: names it and offers a way back. */
import { Link, useLocation, useNavigate } from "react-router-dom";
import { ArrowLeft, Construction, House } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { toolNameFromPath } from "@/features/shell/tool-names";

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const name = toolNameFromPath(pathname);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={name} description="Part of your HustleForge toolkit." />
      <EmptyState
        icon={Construction}
        title={`${name} is being built`}
        description="We're putting the finishing touches on this tool. Check back soon; everything else is ready to use."
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}>
              <ArrowLeft aria-hidden />
              Go back
            </Button>
            <Button asChild>
              <Link to="/">
                <House aria-hidden />
                Back to Dashboard
              </Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
