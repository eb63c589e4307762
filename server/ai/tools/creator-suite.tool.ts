/**
 * Creative Suite (docs/spec-notes.md): one content piece of the asked type, tone, platform (social posts
 * only) and length. The piece must sit in its length band: `outputFor` makes an answer outside it invalid, so
 * the engine retries once and then answers 502 (docs/decisions/950). Stored by the creator-suite module.
 */
import {
  CONTENT_TONE_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  SOCIAL_PLATFORM_OPTIONS,
  creatorGenerateRequestSchema,
  creatorOutputFor,
  creatorOutputSchema,
} from "../../../shared/contracts/creator-suite";
import { labelFor } from "../../../shared/contracts/options";
import { LENGTH_BANDS } from "../../../shared/domain/content-length";
import { defineGenerator } from "../define-generator";
import { composeContent } from "../knowledge/creator/compose";

export const creatorSuiteTool = defineGenerator({
  id: "creator-suite",
  input: creatorGenerateRequestSchema,
  freeText: ["topic", "targetAudience"],
  output: creatorOutputSchema,
  outputFor: creatorOutputFor,
  example: {
    type: "social_post",
    topic: "Starting a candle business on a budget",
    tone: "casual",
    platform: "instagram",
    length: "short",
    targetAudience: "college students",
  },
  system: [
    "You write marketing content for young, first-time founders: social posts, blog articles, video scripts and newsletters.",
    "Answer with JSON only, following the schema: a short title and the finished content.",
    "The content must respect the word range you are given exactly; count the words before answering.",
    "Write plain text only: no HTML, no Markdown (line breaks and hashtags are fine).",
  ].join(" "),
  prompt: (input) => {
    const band = LENGTH_BANDS[input.length];
    return [
      `Content type: ${labelFor(CONTENT_TYPE_OPTIONS, input.type)}`,
      input.platform
        ? `Platform: ${labelFor(SOCIAL_PLATFORM_OPTIONS, input.platform)} (follow its conventions and length habits)`
        : "",
      `Topic: ${input.topic}`,
      `Target audience: ${input.targetAudience || "new entrepreneurs"}`,
      `Tone: ${labelFor(CONTENT_TONE_OPTIONS, input.tone)}`,
      `Length: ${input.length}, between ${band.min} and ${band.max} words of content.`,
    ]
      .filter(Boolean)
      .join("\n");
  },
  offline: composeContent,
  label: (input) => `${labelFor(CONTENT_TYPE_OPTIONS, input.type)}: ${input.topic}`,
});
