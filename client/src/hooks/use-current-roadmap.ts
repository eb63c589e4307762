/**
 * The person's current launch roadmap (GET /api/roadmaps/current, shared/contracts/endpoints/roadmap.ts): `data` is
 * null before they made one. Read by the launch roadmap screen and the home page's glance, under one key.
 */
import { useQuery } from "@tanstack/react-query";
import { roadmapEndpoints } from "@shared/contracts/endpoints/roadmap";
import { readQuery } from "@/lib/endpoint-client";

export function useCurrentRoadmap(options: { retry?: boolean } = {}) {
  return useQuery({ ...readQuery(roadmapEndpoints.current), select: (r) => r.roadmap, ...options });
}
