/** A tool of the manifest that is not built yet: its name and purpose, and a way back to its hub. */
import { Link, useLocation } from "react-router-dom";
import { ArrowLeft, Construction, House } from "lucide-react";
import { HUBS, toolForPath } from "@shared/tools/manifest";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { TOOL_ICONS } from "@/lib/tool-icons";
import { toolNameFromPath } from "@/features/shell/tool-names";

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const tool = toolForPath(pathname);
  const name = toolNameFromPath(pathname);
  const hub = HUBS.find((h) => h.id === tool?.hub);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        icon={tool ? TOOL_ICONS[tool.icon] : undefined}
        title={name}
        description={tool?.description ?? "Part of your HustleForge toolkit."}
        actions={<Badge variant="secondary">Coming soon</Badge>}
      />
      <EmptyState
        icon={Construction}
        title={`${name} is coming soon`}
        description="We're still building this tool. Everything in the hubs marked ready works today."
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            {hub && (
              <Button asChild variant="outline">
                <Link to={hub.route}>
                  <ArrowLeft aria-hidden />
                  Back to {hub.title}
                </Link>
              </Button>
            )}
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
