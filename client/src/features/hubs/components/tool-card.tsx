/** A tool tile on a hub page: icon, badge, title, description, feature list and one call to action. */
import { Link } from "react-router-dom";
import { ArrowRight, Check, Crown, Lock, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { TONE_TILE, type Tone } from "./tone";

export type ToolInfo = {
  /** Manifest id, for tool cards (hub categories have none). */
  id?: string;
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  tone: Tone;
  features?: string[];
  pro?: boolean;
  badge?: string;
};

export interface ToolCardProps {
  tool: ToolInfo;
  cta: string;
  /** Pro tool seen by a free user: a lock and 'Upgrade to Pro' to /checkout instead of the tool link. */
  locked?: boolean;
}

/** Renders one tool card. The link's accessible name includes the tool, so a list of links stays distinct. */
export function ToolCard({ tool, cta, locked = false }: ToolCardProps) {
  const { icon: Icon } = tool;
  return (
    <Card
      data-testid="tool-card"
      className={cn("flex h-full flex-col transition-shadow hover:shadow-md", locked && "bg-slate-50/60")}
    >
      <CardHeader>
        <div className="mb-2 flex items-start justify-between gap-3">
          <span
            className={cn(
              "flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-sm",
              TONE_TILE[tool.tone],
            )}
          >
            <Icon aria-hidden className="size-6" />
          </span>
          {tool.pro ? (
            <Badge variant="pro">
              {locked ? <Lock aria-hidden /> : <Crown aria-hidden />}
              PRO
              {locked && <span className="sr-only">(locked)</span>}
            </Badge>
          ) : (
            tool.badge && <Badge variant="success">{tool.badge}</Badge>
          )}
        </div>
        <CardTitle>{tool.title}</CardTitle>
        <CardDescription>{tool.description}</CardDescription>
      </CardHeader>
      {tool.features && tool.features.length > 0 && (
        <CardContent>
          <ul className="grid gap-2">
            {tool.features.map((f) => (
              <li key={f} className="flex items-start gap-2 text-sm text-slate-700">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {f}
              </li>
            ))}
          </ul>
        </CardContent>
      )}
      <CardFooter className="mt-auto">
        {locked ? (
          <Button asChild variant="gradient" className="w-full">
            <Link to="/checkout">
              <Lock aria-hidden />
              Upgrade to Pro<span className="sr-only"> to unlock {tool.title}</span>
            </Link>
          </Button>
        ) : (
          <Button asChild className="w-full">
            <Link to={tool.to}>
              {cta}
              <span className="sr-only">: {tool.title}</span>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
