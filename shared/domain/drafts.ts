/**
 * The label of a draft to fill (docs/decisions/1433-offline-drafts-say-so.md): the offline engine cannot know a
 * topic, so the Creative Suite and the sales scripts write a structure with the person's own words and [bracketed]
 * parts to fill, and the screens say so beside the result.
 */
export const DRAFT_LABEL = "Draft to fill";
export const DRAFT_EXPLANATION =
  "Written without an AI model: a structure with your own words in it. Replace each [bracketed] part with what you know before you use it.";
