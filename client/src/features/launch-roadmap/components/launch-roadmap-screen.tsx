export function LaunchRoadmapScreen() { return null; }
