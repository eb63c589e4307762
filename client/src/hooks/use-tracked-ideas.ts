/**
 * The person's tracked ideas (GET /api/business-ideas, shared/contracts/endpoints/idea-tracker.ts): read by the Idea
 * Tracker and the home page's glance under one key, so it lives here once (features may not import each other).
 */
import { useQuery } from "@tanstack/react-query";
import { ideaTrackerEndpoints } from "@shared/contracts/endpoints/idea-tracker";
import { readQuery } from "@/lib/endpoint-client";

export function useTrackedIdeas(options: { retry?: boolean } = {}) {
  return useQuery({ ...readQuery(ideaTrackerEndpoints.list), select: (r) => r.ideas, ...options });
}
