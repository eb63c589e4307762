/**
 * The offline Creative Suite's worked piece for a trade of the catalogue (docs/decisions/1487-creative-suite-worked-drafts.md):
 * the trade's hook, points, questions, call to action and hashtags (worked.ts) in the structure of the asked type,
 * opened and closed in the asked tone, sized into the length band (shared/domain/content-length.ts), and ending with
 * the line that says it is a worked example to adapt. The person's audience has one slot, after "for" or "to"
 * (docs/decisions/1430-every-slot-has-a-grammatical-role.md); the topic is in the title. Deterministic: the same
 * request gives the same piece.
 */
import type {
  ContentTone,
  ContentType,
  CreatorGenerateInput,
  CreatorOutput,
  SocialPlatform,
} from "../../../../shared/contracts/creator-suite";
import { LENGTH_BANDS, countWords } from "../../../../shared/domain/content-length";
import { seededRandom } from "../seed";
import { aboutPhrase, audiencePhrase } from "../slots";
import { cutText, fillTemplate } from "../template";
import { contentStems } from "../../understanding/understand";
import { PLATFORM_TAGS } from "./voices";
import type { WorkedContent } from "./worked";

/** Word targets inside each band: where the body stops growing. */
const TARGET = { short: 110, medium: 320, long: 600 } as const;

type HookKind = keyof WorkedContent["hooks"];

/**
 * How each tone opens and closes a worked piece: which of the trade's hooks leads, the line before it (`{audience}`
 * follows "for" or "to") and the closing line after the call to action. Written to the seller's buyers.
 */
const TONES: Record<ContentTone, { hook: HookKind; second?: HookKind; leads: string[]; closers: string[] }> = {
  casual: {
    hook: "question",
    second: "fact",
    leads: ["Real talk for {audience}.", "Quick one for {audience}."],
    closers: [
      "Save this for later and send it to a friend who needs it.",
      "Try one of these this week and tell me how it goes.",
    ],
  },
  professional: {
    hook: "fact",
    leads: ["A short note for {audience}.", "For {audience}, a few things worth knowing."],
    closers: [
      "If this was useful, share it with someone who would want it.",
      "Questions are always welcome, and I answer every one.",
    ],
  },
  energetic: {
    hook: "question",
    second: "fact",
    leads: ["This one's for {audience}!", "Listen up, this is for {audience}!"],
    closers: ["Drop your questions in the comments, I read them all!", "Share this with someone who needs it today!"],
  },
  inspirational: {
    hook: "story",
    second: "fact",
    leads: ["A note to {audience}.", "For {audience}, a little story."],
    closers: [
      "Thank you for choosing small businesses like mine.",
      "Every order, every question and every share keeps a small business going. Thank you.",
    ],
  },
  educational: {
    hook: "fact",
    leads: ["A quick guide for {audience}.", "Here's a simple guide for {audience}."],
    closers: ["Save this guide and come back to it when you need it.", "Bookmark this and try one step at a time."],
  },
};

const TYPE_NAMES: Record<ContentType, string> = {
  social_post: "Post",
  blog_article: "Guide",
  video_script: "Video Script",
  newsletter: "Newsletter",
};

/** What the person does with the piece, for the closing line: "then post it". */
const USE: Record<ContentType, string> = {
  social_post: "then post it",
  blog_article: "then publish it",
  video_script: "then film it",
  newsletter: "sign it with your name, then send it",
};

const SIGN_OFFS: Record<ContentTone, string> = {
  casual: "Talk soon,",
  professional: "Best regards,",
  energetic: "Let's go,",
  inspirational: "With thanks,",
  educational: "Happy learning,",
};

/** The sentences of a text. */
const sentences = (text: string) => text.match(/[^.!?]+[.!?]+(?=\s|$)/g)?.map((s) => s.trim()) ?? [text];

/**
 * A point's short form: its first sentence, or its first two (`sentencesAtLeast`); the next one too when the first is
 * only a heading ("Scent throw has two sides." says nothing until the next sentence names them), and an answer after
 * a question ("Buying more than one piece? Ask about combining them.").
 */
function shortForm(point: string, sentencesAtLeast: 1 | 2 = 1): string {
  const all = sentences(point);
  let n = sentencesAtLeast === 2 || countWords(all[0]) < 6 ? 2 : 1;
  if (all[n - 1]?.endsWith("?") && all[n]) n++;
  return all.slice(0, n).join(" ");
}

/**
 * The points in order of how many of the topic's words they use (the trade's own words, its makers and buyers,
 * left out: every pet point speaks of pets), ties in the order given. A topic the points do not speak of keeps it.
 */
function topicFirst(points: readonly string[], topic: string, work: WorkedContent): string[] {
  const common = contentStems(`${work.makers} ${work.audience}`);
  const asked = [...contentStems(topic)].filter((s) => !common.has(s));
  if (!asked.length) return [...points];
  const uses = (point: string) => {
    const own = contentStems(point);
    return asked.filter((s) => own.has(s)).length;
  };
  return points
    .map((point, at) => ({ point, at, score: uses(point) }))
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .map((p) => p.point);
}

/** A question and its answer: "Why ...? Because ..." split after the question mark. */
function qa(faq: string): [string, string] {
  const at = faq.indexOf("? ");
  return at < 0 ? [faq, ""] : [faq.slice(0, at + 1), faq.slice(at + 2)];
}

function platformName(p: SocialPlatform | null): string {
  return { instagram: "Instagram", tiktok: "TikTok", twitter: "Twitter", linkedin: "LinkedIn", youtube: "YouTube" }[
    p ?? "instagram"
  ];
}

/** The trade's hashtags, then the platform's: two in all on Twitter, where fewer read better. */
function hashtags(work: WorkedContent, platform: SocialPlatform): string {
  const own = work.tags.split(/\s+/);
  return platform === "twitter" ? own.slice(0, 2).join(" ") : [...own, ...PLATFORM_TAGS[platform]].join(" ");
}

/**
 * The worked piece for one request and its trade's material. The topic is said once, in the closing note; a topic of
 * dozens of words that would take a short piece out of its band is said in fewer (never a failed answer).
 */
export function composeWorked(input: CreatorGenerateInput, work: WorkedContent): CreatorOutput {
  let topic = input.topic;
  let piece = composeWith(input, work, topic);
  while (countWords(piece.content) > LENGTH_BANDS[input.length].max && countWords(topic) > 3) {
    const words = topic.trim().split(/\s+/);
    topic = `${words.slice(0, Math.ceil(words.length / 2)).join(" ")}…`;
    piece = composeWith(input, work, topic);
  }
  return piece;
}

function composeWith(input: CreatorGenerateInput, work: WorkedContent, topic: string): CreatorOutput {
  const rnd = seededRandom(JSON.stringify(input));
  const tone = TONES[input.tone];
  const audience = audiencePhrase(input.targetAudience, work.audience);
  const lead = fillTemplate(rnd.pick(tone.leads), { audience });
  const short = input.length === "short";
  const extended = input.length === "long";
  // A long piece opens with every hook but the story, which it tells further on.
  const hooks: HookKind[] = extended
    ? [tone.hook, ...(["fact", "question"] as const).filter((k) => k !== tone.hook)]
    : [tone.hook, ...(!short && tone.second ? [tone.second] : [])];
  const hook = hooks.map((k) => work.hooks[k]).join(" ");
  const opening = `${lead} ${hook}`;
  // A long piece asks twice, the way a long read does; the others once. The ask that speaks of the topic leads, so a
  // post about treats does not end on sizing a harness.
  const askOrder = topicFirst(rnd.shuffle([...work.asks]), topic, work);
  const asks = extended ? askOrder.slice(0, 2) : askOrder.slice(0, 1);
  // A short post on Twitter stays close to what one post holds: one point and the ask, without the tone's closing line.
  const tweet = short && input.platform === "twitter";
  const closer = rnd.pick(tone.closers);
  const close = [...asks, ...(tweet ? [] : [closer])].join(" ");
  // The note says what the piece is and where the person's topic goes (`{about}` follows "about").
  const note = `(A worked example for ${work.makers}: change every detail that is not true of yours, add what you want to say about ${aboutPhrase(topic, { toYou: true })}, ${USE[input.type]}.)`;
  // A short post lists bullets; the other short pieces keep a point's first two sentences, which read as a paragraph.
  const brief = (p: string) => shortForm(p, input.type === "social_post" ? 1 : 2);
  // The first point answers the hooks and leads; the next six are the trade's core ones, so a piece that holds fewer
  // takes them before the rest, each group in its own order. Points that speak of the topic's own words go before all
  // of them: a post about cat treats tells how to read a treat label before it tells how to fit a harness.
  // Read in the form the piece shows them: a short piece's bullet speaks of the topic only if its own words do.
  const points = topicFirst(
    [work.points[0], ...rnd.shuffle(work.points.slice(1, 7)), ...rnd.shuffle(work.points.slice(7))].map((p) =>
      short ? brief(p) : p,
    ),
    topic,
    work,
  );
  // A long piece also answers the trade's questions and, unless it opened with it, tells the maker's story.
  const faqs = extended ? work.faqs.map(qa) : [];
  const story = extended && tone.hook !== "story" ? work.hooks.story : "";
  const parts: Parts = {
    opening,
    hook,
    close,
    note,
    faqs,
    story,
    audience,
    promise: work.promise,
    recap: extended && "headings",
  };

  const band = LENGTH_BANDS[input.length];
  const [least, target] = tweet ? [1, band.min] : [3, TARGET[input.length]];
  let body: string[] = [];
  for (const point of points) {
    if (body.length >= least && countWords(assemble(input, work, parts, body)) >= target) break;
    body = [...body, point];
  }
  let content = assemble(input, work, parts, body);
  if (extended && countWords(content) < band.min) {
    parts.recap = "short forms";
    content = assemble(input, work, parts, body);
  }
  // Never leave the band: drop points while too long (a long audience said in every line of a short piece).
  while (countWords(content) > band.max && body.length > 1) {
    body = body.slice(0, -1);
    content = assemble(input, work, parts, body);
  }
  return { title: `${titleTopic(input.topic)}: ${titleFor(input)}`, content, draft: false };
}

type Parts = {
  opening: string;
  /** The opening without the tone's lead line. */
  hook: string;
  close: string;
  note: string;
  faqs: [string, string][];
  story: string;
  audience: string;
  promise: string;
  /**
   * A long piece ends its body with a checklist of the points it made: their headings, or their short forms when the
   * headings leave the piece under its band.
   */
  recap: false | "headings" | "short forms";
};

/** The piece in its type's structure (the same labels as the draft's, so a person recognises the type). */
function assemble(input: CreatorGenerateInput, work: WorkedContent, p: Parts, body: string[]): string {
  const short = input.length === "short";
  const item = (b: string) => (p.recap === "headings" ? sentences(b)[0] : shortForm(b));
  const checklist = p.recap ? body.map((b) => `- ${item(b)}`).join("\n") : "";
  switch (input.type) {
    case "social_post": {
      const items = short
        ? body.map((b) => `- ${b}`).join("\n")
        : [...body, ...p.faqs.map(([q, a]) => `You asked: ${q} ${a}`)].map((b, i) => `${i + 1}/ ${b}`).join("\n\n");
      return [
        p.opening,
        p.recap ? `In this post: ${p.promise}.` : "",
        p.story,
        items,
        checklist ? `Save this checklist:\n${checklist}` : "",
        p.close,
        hashtags(work, input.platform ?? "instagram"),
        p.note,
      ]
        .filter(Boolean)
        .join("\n\n");
    }
    case "blog_article":
      // The guide names its readers in its first paragraph, so its opening is the hook without the tone's lead.
      return [
        p.hook,
        `This guide is for ${p.audience}, and it covers ${p.promise}.`,
        body.map((b, i) => `${i + 1}. ${b}`).join("\n\n"),
        p.faqs.length ? `Questions people ask\n\n${p.faqs.map(([q, a]) => `${q}\n${a}`).join("\n\n")}` : "",
        p.story ? `Behind the scenes: ${p.story}` : "",
        checklist ? `Quick checklist\n\n${checklist}` : "",
        `Conclusion: ${p.close}`,
        p.note,
      ]
        .filter(Boolean)
        .join("\n\n");
    case "video_script": {
      const scenes = [
        ...(p.story ? [`Behind the scenes: ${p.story}`] : []),
        ...body,
        ...p.faqs.map(([q, a]) => `A question I get a lot: ${q} ${a}`),
      ];
      return [
        `[HOOK - 0:00] ${p.opening}`,
        p.recap ? `[INTRO] Today: ${p.promise}.` : "",
        scenes.map((s, i) => `[SCENE ${i + 1}] ${s}`).join("\n\n"),
        checklist ? `[RECAP ON SCREEN]\n${checklist}` : "",
        `[CALL TO ACTION] ${p.close} Follow for more like this.`,
        p.note,
      ]
        .filter(Boolean)
        .join("\n\n");
    }
    case "newsletter":
      return [
        "Hi there,",
        p.opening,
        p.recap ? `This issue covers ${p.promise}.` : "",
        p.story,
        body.join("\n\n"),
        ...p.faqs.map(([q, a]) => `You asked: ${q} ${a}`),
        checklist ? `In short:\n${checklist}` : "",
        p.close,
        SIGN_OFFS[input.tone],
        p.note,
      ]
        .filter(Boolean)
        .join("\n\n");
  }
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function titleTopic(topic: string): string {
  return sentence(topic.length > 80 ? `${cutText(topic, 77).trimEnd()}...` : topic);
}

function titleFor(input: CreatorGenerateInput): string {
  const audience = input.targetAudience ? ` for ${audiencePhrase(input.targetAudience, "")}` : "";
  const kind =
    input.type === "social_post" ? `${platformName(input.platform)} ${TYPE_NAMES.social_post}` : TYPE_NAMES[input.type];
  return cutText(`A Worked ${kind}${audience}`, 60);
}
