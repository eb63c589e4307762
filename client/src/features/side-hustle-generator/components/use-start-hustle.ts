/**
 * 'Start This Hustle': hands the idea to the Business Idea Tracker (its create endpoint, `{ title,
 * description, industry }`, docs/spec-notes.md#calls). A failure says so in a toast; nothing is lost on screen.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HustleIdea } from "@shared/contracts/side-hustle-generator";
import { toast } from "@/hooks/use-toast";
import { ideaTrackerEndpoints } from "@shared/contracts/endpoints/idea-tracker";
import { ApiError, errorDetail } from "@/lib/api-client";
import { call, keyOf } from "@/lib/endpoint-client";

/** The idea as the tracker stores it: the card's figures go into the description so nothing is lost. */
export function trackerIdeaOf(idea: HustleIdea) {
  const description = [
    idea.description,
    `Time: ${idea.timeRequired}. Startup cost: ${idea.startupCost}. Potential earnings: ${idea.potentialEarnings}.`,
    `First steps: ${idea.firstSteps.join("; ")}.`,
  ].join("\n\n");
  return { title: idea.title, description, industry: idea.category };
}

/** The mutation behind the button, with its toasts. */
export function useStartHustle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idea: HustleIdea) => call(ideaTrackerEndpoints.create, { body: trackerIdeaOf(idea) }),
    onSuccess: (_data, idea) => {
      void queryClient.invalidateQueries({ queryKey: keyOf(ideaTrackerEndpoints.list) });
      toast({
        title: "Added to your Idea Tracker",
        description: `"${idea.title}" is in your Business Idea Tracker.`,
        variant: "success",
      });
    },
    onError: (err) => {
      // A 404 means the tracker's endpoint is not on this server (yet); say so rather than 'Not found'.
      const missing = err instanceof ApiError && err.status === 404;
      toast({
        title: "Could not add this hustle",
        description: missing
          ? "The Business Idea Tracker is not available yet. Please try again later."
          : errorDetail(err) || "Please try again.",
        variant: "destructive",
      });
    },
  });
}
