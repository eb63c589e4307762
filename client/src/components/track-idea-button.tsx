/**
 * 'Track this idea': copies another tool's idea (a business idea, a quick validation) into the Business Idea
 * Tracker with one click (the idea tracker's create endpoint), then offers the way there. From a quick validation it sends the
 * validation's id, so the idea stays linked to it (docs/decisions/1304-validation-tracked-as-an-idea.md).
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, ListPlus } from "lucide-react";
import { DESCRIPTION_MAX, TITLE_MAX } from "@shared/contracts/idea-tracker";
import type { BodyOf } from "@shared/contracts/endpoint";
import { ideaTrackerEndpoints } from "@shared/contracts/endpoints/idea-tracker";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { call, keyOf } from "@/lib/endpoint-client";
import { USAGE_KEY } from "@/lib/query-keys";

type Props = {
  idea: { title: string; description: string; industry?: string };
  /** The quick validation (its generation id) the idea is tracked from. */
  validationId?: number;
  className?: string;
  variant?: ButtonProps["variant"];
};

export function TrackIdeaButton({ idea, validationId, className, variant = "outline" }: Props) {
  const queryClient = useQueryClient();
  const [tracked, setTracked] = useState(false);
  const track = useMutation({
    mutationFn: (body: BodyOf<typeof ideaTrackerEndpoints.create>) => call(ideaTrackerEndpoints.create, { body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keyOf(ideaTrackerEndpoints.list) });
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    },
  });

  if (tracked) {
    return (
      <Button asChild variant={variant} className={className}>
        <Link to={toolPath("idea-tracker")}>
          <Check aria-hidden />
          Tracked: open Idea Tracker
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      className={className}
      disabled={track.isPending}
      onClick={() =>
        track.mutate(
          {
            title: idea.title.trim().slice(0, TITLE_MAX),
            description: (idea.description.trim() || idea.title.trim()).slice(0, DESCRIPTION_MAX),
            industry: idea.industry?.trim().slice(0, 80) ?? "",
            ...(validationId === undefined ? {} : { validationId }),
          },
          {
            onSuccess: () => {
              setTracked(true);
              toast({ title: "Idea tracked", description: "It is in your Business Idea Tracker.", variant: "success" });
            },
            onError: (err) =>
              toast({
                title: "Could not track the idea",
                description: errorDetail(err) || "Please try again.",
                variant: "destructive",
              }),
          },
        )
      }
    >
      <ListPlus aria-hidden />
      {track.isPending ? "Tracking..." : "Track this idea"}
    </Button>
  );
}
