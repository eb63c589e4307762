/**
 * The offline Creative Suite. For a topic the understanding layer reads as a trade of the catalogue, a worked piece to
 * adapt (compose-worked.ts, docs/decisions/1487-creative-suite-worked-drafts.md). For any other topic, a draft to fill
 * (docs/decisions/1433-offline-drafts-say-so.md) of the asked type, tone,
 * platform and length, built from the curated voices and parts (voices.ts), with the topic and audience fitted to
 * their slots (docs/decisions/1430-every-slot-has-a-grammatical-role.md), and sized into its length band
 * (shared/domain/content-length.ts). Deterministic: the same request gives the same piece.
 */
import type {
  ContentType,
  CreatorGenerateInput,
  CreatorOutput,
  SocialPlatform,
} from "../../../../shared/contracts/creator-suite";
import { LENGTH_BANDS, countWords } from "../../../../shared/domain/content-length";
import { seededRandom, words } from "../seed";
import { aboutPhrase, articleFor, audiencePhrase } from "../slots";
import { cutText, fillTemplate } from "../template";
import { PLATFORM_TAGS, POINTS, VOICES } from "./voices";
import { composeWorked } from "./compose-worked";
import { workedFor } from "./worked";

/** Word targets inside each band: where the body stops growing. */
const TARGET = { short: 90, medium: 320, long: 600 } as const;

const TYPE_NAMES: Record<ContentType, string> = {
  social_post: "Post",
  blog_article: "Guide",
  video_script: "Video Script",
  newsletter: "Newsletter",
};

/** Fills a template (topic after "about", audience after "for"); every sentence starts with a capital letter. */
function fill(template: string, topic: string, audience: string): string {
  const text = fillTemplate(template, {
    about: aboutPhrase(topic),
    audience: audiencePhrase(audience, DEFAULT_AUDIENCE),
  });
  return text.replace(/(^|[.!?]\s+|^\[|[.!?]\s+\[)([a-z])/g, (_, lead: string, ch: string) => lead + ch.toUpperCase());
}

const DEFAULT_AUDIENCE = "new entrepreneurs";

/** Capitalises the first letter of a sentence. */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Topic words that make poor hashtags. */
const STOP_WORDS = new Set([
  "with",
  "from",
  "that",
  "this",
  "your",
  "about",
  "into",
  "without",
  "budget",
  "tips",
  "ways",
  "guide",
  "choose",
  "right",
  "their",
  "what",
  "when",
  "where",
  "which",
  "more",
  "less",
  "best",
  "good",
  "should",
]);

function hashtags(topic: string, platform: SocialPlatform): string {
  const own = words(topic)
    .filter((w) => w.length > 3 && !/ing$/.test(w) && !STOP_WORDS.has(w))
    .slice(0, 2)
    .map((w) => `#${w}`);
  return [...own, ...PLATFORM_TAGS[platform]].slice(0, platform === "twitter" ? 2 : 5).join(" ");
}

/** Builds the offline piece for one request. */
export function composeContent(input: CreatorGenerateInput): CreatorOutput {
  const worked = workedFor(input.topic);
  if (worked) return composeWorked(input, worked.work);
  const band = LENGTH_BANDS[input.length];
  let topic = input.topic;
  let audience = input.targetAudience || DEFAULT_AUDIENCE;
  let piece = composeWith(input, topic, audience);
  // A topic or an audience of dozens of words, said in every line, can overflow a short piece even with one
  // point: then the lines say them in fewer words, so the piece stays in its band (never a failed answer).
  while (countWords(piece.content) > band.max && countWords(topic) + countWords(audience) > 6) {
    topic = firstWords(topic, Math.ceil(countWords(topic) / 2));
    audience = firstWords(audience, Math.ceil(countWords(audience) / 2));
    piece = composeWith(input, topic, audience);
  }
  return piece;
}

/** The first `n` words of `text`, with an ellipsis when there were more. */
function firstWords(text: string, n: number): string {
  const all = text.trim().split(/\s+/);
  return all.length <= n ? text : `${all.slice(0, n).join(" ")}…`;
}

/** The piece with the topic and the audience as its lines say them (the title keeps the topic as typed). */
function composeWith(input: CreatorGenerateInput, topic: string, audience: string): CreatorOutput {
  const rnd = seededRandom(JSON.stringify(input));
  const voice = VOICES[input.tone];
  const f = (t: string) => sentence(fill(t, topic, audience));
  const points = rnd.shuffle(POINTS).map(f);
  const hook = f(rnd.pick(voice.hooks));
  const closer = rnd.pick(voice.closers);
  const target = TARGET[input.length];
  const band = LENGTH_BANDS[input.length];

  // The body grows point by point until it reaches the target; short pieces use one-line points.
  const body: string[] = [];
  const short = input.length === "short";
  const frame = framing(input, hook, closer, voice.signOff, audience);
  for (let i = 0; body.join(" ").split(/\s+/).length + countWords(frame.join(" ")) < target && i < 40; i++) {
    const point = points[i % points.length];
    const text = i >= points.length ? `${rnd.pick(voice.bridges)} ${point}` : point;
    body.push(section(input.type, i, text, short));
  }
  let content = assemble(input, frame, body);
  // Never leave the band: drop body parts while too long (a safety net; targets sit well inside).
  while (countWords(content) > band.max && body.length > 1) {
    body.pop();
    content = assemble(input, frame, body);
  }
  return { title: `${titleTopic(input.topic)}: ${titleFor(input, rnd.next())}`, content, draft: true };
}

function titleTopic(topic: string): string {
  const t = topic.length > 80 ? `${cutText(topic, 77).trimEnd()}...` : topic;
  return sentence(t);
}

function titleFor(input: CreatorGenerateInput, r: number): string {
  const audience = input.targetAudience ? ` for ${audiencePhrase(input.targetAudience, DEFAULT_AUDIENCE)}` : "";
  if (input.type === "social_post")
    return cutText(
      `${r < 0.5 ? articleFor(platformName(input.platform)).replace("a", "A") : "Your"} ${platformName(input.platform)} ${TYPE_NAMES.social_post}${audience}`,
      60,
    );
  return cutText(`${r < 0.5 ? "The" : "A Practical"} ${TYPE_NAMES[input.type]}${audience}`, 60);
}

function platformName(p: SocialPlatform | null): string {
  return { instagram: "Instagram", tiktok: "TikTok", twitter: "Twitter", linkedin: "LinkedIn", youtube: "YouTube" }[
    p ?? "instagram"
  ];
}

/** Opening and closing lines of each type. */
function framing(
  input: CreatorGenerateInput,
  hook: string,
  closer: string,
  signOff: string,
  audience: string,
): string[] {
  switch (input.type) {
    case "social_post":
      return [hook, `${closer} ${hashtags(input.topic, input.platform ?? "instagram")}`];
    case "blog_article":
      return [
        hook,
        `This article is for ${audiencePhrase(audience, DEFAULT_AUDIENCE)}: [what they will be able to do by the end].`,
        `Conclusion: ${closer}`,
      ];
    case "video_script":
      return [`[HOOK - 0:00] ${hook}`, `[CALL TO ACTION] ${closer} Like and follow for more on this.`];
    case "newsletter":
      return [`Hi there,`, hook, closer, `${signOff}\nThe HustleForge team`];
  }
}

/** One body part, labelled the way its type reads. */
function section(type: ContentType, i: number, text: string, short: boolean): string {
  if (type === "video_script") return `[SCENE ${i + 1}] ${text}`;
  if (type === "social_post" && !short) return `${i + 1}/ ${text}`;
  if (type === "social_post") return `- ${text}`;
  if (type === "blog_article" && !short) return `${i + 1}. ${text}`;
  return text;
}

function assemble(input: CreatorGenerateInput, frame: string[], body: string[]): string {
  const [first, ...rest] = frame;
  const last = rest.pop() ?? "";
  const join = input.type === "social_post" && input.length === "short" ? "\n" : "\n\n";
  return [first, ...rest.slice(0, 1), body.join(join), ...rest.slice(1), last].filter(Boolean).join("\n\n");
}
