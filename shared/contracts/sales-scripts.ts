/**
 * Sales Script Generator (docs/spec-notes.md; docs/product-rules.md; docs/decisions/951).
 * `POST /api/sales-scripts/generate` → `{ script }`; `POST /api/sales-scripts/save` (the whole script object plus
 * product and targetAudience) → 201 `{ script }`; `GET /api/sales-scripts/history` → the saved scripts, newest
 * first; `DELETE /api/sales-scripts/history/:id` → 204.
 */
import { z } from "zod";
import { idParamsSchema } from "./common";
import type { Option } from "./options";

export const SCRIPT_TYPES = ["cold_call", "email", "dm", "follow_up"] as const;
export const SCRIPT_TONES = ["professional", "friendly", "urgent", "consultative", "conversational"] as const;
export const SCRIPT_GOALS = ["meeting", "demo", "sale", "information", "referral"] as const;
export const SCRIPT_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];
export type ScriptTone = (typeof SCRIPT_TONES)[number];
export type ScriptGoal = (typeof SCRIPT_GOALS)[number];

export const SCRIPT_TYPE_OPTIONS = [
  { value: "cold_call", label: "Cold Call" },
  { value: "email", label: "Email" },
  { value: "dm", label: "Direct Message" },
  { value: "follow_up", label: "Follow-up" },
] as const satisfies readonly Option[];
export const SCRIPT_TONE_OPTIONS = [
  { value: "professional", label: "Professional" },
  { value: "friendly", label: "Friendly" },
  { value: "urgent", label: "Urgent" },
  { value: "consultative", label: "Consultative" },
  { value: "conversational", label: "Conversational" },
] as const satisfies readonly Option[];
export const SCRIPT_GOAL_OPTIONS = [
  { value: "meeting", label: "Book a meeting" },
  { value: "demo", label: "Schedule a demo" },
  { value: "sale", label: "Close a sale" },
  { value: "information", label: "Share information" },
  { value: "referral", label: "Get a referral" },
] as const satisfies readonly Option[];

/** Recent sales scripts shown beside the form (docs/spec-notes.md#constants-and-option-lists). */
export const RECENT_SCRIPTS_SHOWN = 5;

const optionalText = (max: number, what: string) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: `${what} must be text` })
      .trim()
      .max(max, `${what} must be at most ${max} characters`),
  );

/** The generate request: type and product are required (docs/spec-notes.md#validation-messages). */
export const salesScriptRequestSchema = z.object({
  type: z.enum(SCRIPT_TYPES, { error: "Choose a script type: cold call, email, direct message or follow-up." }),
  product: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: "Product or service is required" })
      .trim()
      .min(1, "Product or service is required")
      .max(120, "Product or service must be at most 120 characters"),
  ),
  targetAudience: optionalText(120, "Target audience"),
  painPoint: optionalText(300, "Pain point"),
  tone: z
    .enum(SCRIPT_TONES, { error: "Choose a tone: professional, friendly, urgent, consultative or conversational." })
    .default("professional"),
  industry: optionalText(80, "Industry"),
  goal: z
    .enum(SCRIPT_GOALS, { error: "Choose a goal: meeting, demo, sale, information or referral." })
    .default("meeting"),
});
export type SalesScriptRequest = z.input<typeof salesScriptRequestSchema>;
export type SalesScriptInput = z.output<typeof salesScriptRequestSchema>;

const section = (max: number) => z.string().trim().min(1).max(max);

/** The script result (docs/spec-notes.md#data-the-screens-read): the script's six parts, its length and difficulty. */
export const salesScriptOutputSchema = z.object({
  type: z.enum(SCRIPT_TYPES).describe("The script type that was asked for"),
  script: z.object({
    opening: section(1200).describe("How the conversation or message opens"),
    hook: section(1200).describe("The line that earns attention, tied to the pain point"),
    value_proposition: section(2000).describe("What the product does for this audience, concretely"),
    objection_handling: z
      .array(section(600))
      .min(3)
      .max(6)
      .describe("3-6 answers, each 'Objection: ... Response: ...'"),
    closing: section(1200).describe("The ask that moves toward the goal"),
    follow_up: section(1200).describe("What to send or say if there is no answer"),
  }),
  // No conversion estimate: nothing measures one (docs/decisions/1483-no-conversion-potential-and-worked-scripts.md).
  metrics: z.object({
    estimatedLength: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .describe("How long it takes to deliver or read, e.g. '2-3 minutes'"),
    difficulty: z.enum(SCRIPT_DIFFICULTIES).describe("How hard it is to deliver well: easy, medium or hard"),
  }),
  tips: z.array(section(300)).min(3).max(6).describe("3-6 delivery tips for this script"),
  draft: z
    .boolean()
    .optional()
    .describe("Leave out for a finished script; true only for a template with [bracketed] parts to fill"),
});
export type SalesScriptOutput = z.infer<typeof salesScriptOutputSchema>;

export const salesScriptGenerateResponseSchema = z.object({ script: salesScriptOutputSchema });

/**
 * Save: the whole script object, with the product and audience it was written for
 * (docs/spec-notes.md#data-the-screens-read).
 */
export const salesScriptSaveSchema = salesScriptOutputSchema.extend({
  product: z
    .string({ error: "Product or service is required" })
    .trim()
    .min(1, "Product or service is required")
    .max(120, "Product or service must be at most 120 characters"),
  targetAudience: optionalText(120, "Target audience"),
  tips: salesScriptOutputSchema.shape.tips.optional(),
});

/** A saved script (history item): the script result plus id, product, targetAudience, createdAt. */
export const savedSalesScriptSchema = salesScriptOutputSchema.extend({
  id: z.number(),
  product: z.string(),
  targetAudience: z.string(),
  tips: z.array(z.string()),
  draft: z.boolean(),
  createdAt: z.string(),
});
export type SavedSalesScript = z.infer<typeof savedSalesScriptSchema>;

export const salesScriptSavedResponseSchema = z.object({ script: savedSalesScriptSchema });
/** The history is the bare list the specification's call table names. */
export const salesScriptHistoryResponseSchema = z.array(savedSalesScriptSchema);
export const salesScriptParamsSchema = idParamsSchema;

/** The whole script as plain text (the copy button, the Full Script tab). */
export function scriptAsText(s: Pick<SalesScriptOutput, "script">): string {
  const { opening, hook, value_proposition, objection_handling, closing, follow_up } = s.script;
  return [
    `OPENING\n${opening}`,
    `HOOK\n${hook}`,
    `VALUE PROPOSITION\n${value_proposition}`,
    `OBJECTION HANDLING\n${objection_handling.map((o) => `- ${o}`).join("\n")}`,
    `CLOSING\n${closing}`,
    `FOLLOW-UP\n${follow_up}`,
  ].join("\n\n");
}
