/**
 * Sales Script Generator (docs/spec-notes.md): a script of the asked type for one product, shaped by the
 * audience, pain point, tone, industry and goal. Answers `{ script }`; saving is a separate call
 * (POST /api/sales-scripts/save), so the generator stores nothing beyond the history.
 */
import {
  SCRIPT_GOAL_OPTIONS,
  SCRIPT_TONE_OPTIONS,
  SCRIPT_TYPE_OPTIONS,
  salesScriptGenerateResponseSchema,
  salesScriptOutputSchema,
  salesScriptRequestSchema,
} from "../../../shared/contracts/sales-scripts";
import { labelFor } from "../../../shared/contracts/options";
import { thenCheck } from "../../../shared/contracts/common";
import { defineGenerator } from "../define-generator";
import { composeSalesScript } from "../knowledge/sales-scripts/compose";

export const salesScriptTool = defineGenerator({
  id: "sales-script-generator",
  input: salesScriptRequestSchema,
  freeText: ["product", "targetAudience", "painPoint", "industry"],
  output: salesScriptOutputSchema,
  example: {
    type: "cold_call",
    product: "BookKeepr invoicing app",
    targetAudience: "freelance designers",
    painPoint: "chasing late invoices",
    tone: "friendly",
    industry: "creative services",
    goal: "demo",
  },
  system: [
    "You write sales scripts for young founders selling their first product: cold calls, emails, direct messages and follow-ups.",
    "Answer with JSON only, following the schema. The type field repeats the script type asked for.",
    "Each part is ready to say or send, with [placeholders] for names. Objection handling lists 3-6 items, each 'Objection: ... Response: ...'.",
    "difficulty is easy, medium or hard. Give 3-6 delivery tips. Claim no result and no conversion rate.",
    "Write plain text only: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) =>
    [
      `Script type: ${labelFor(SCRIPT_TYPE_OPTIONS, input.type)} (type value: ${input.type})`,
      `Product or service: ${input.product}`,
      `Target audience: ${input.targetAudience || "(not given)"}`,
      `Pain point: ${input.painPoint || "(not given)"}`,
      `Industry: ${input.industry || "(not given)"}`,
      `Tone: ${labelFor(SCRIPT_TONE_OPTIONS, input.tone)}`,
      `Goal: ${labelFor(SCRIPT_GOAL_OPTIONS, input.goal)}`,
    ].join("\n"),
  outputFor: (input) =>
    thenCheck(salesScriptOutputSchema, (o, ctx) => {
      if (o.type !== input.type)
        ctx.addIssue({ code: "custom", path: ["type"], message: "The script must be of the type asked for" });
    }),
  offline: composeSalesScript,
  label: (input) => `${labelFor(SCRIPT_TYPE_OPTIONS, input.type)}: ${input.product}`,
  present: (output) => ({ script: output }),
  response: salesScriptGenerateResponseSchema,
});
