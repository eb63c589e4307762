export function IdeaTrackerScreen() { return null; }
