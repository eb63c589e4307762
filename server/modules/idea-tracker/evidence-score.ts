/**
 * The evidence-based score of a tracked idea: the published rules (shared/domain/evidence-score.ts) applied to
 * the log, with the scorer's answer (offline or a model) held within the rules' bounds
 * (docs/decisions/1315-ideas-scored-from-evidence.md).
 */
import type { IdeaScoreOutput } from "../../../shared/contracts/idea-tracker";
import type { EvidenceScore } from "../../../shared/contracts/idea-evidence";
import {
  clampToRule,
  overallOf,
  scoreEvidence,
  type EvidenceEntry,
  type RuleScore,
} from "../../../shared/domain/evidence-score";

/** The rule's reasons first (they cite the log), then the scorer's own, without repeats; at most four. */
function reasonsOf(rule: RuleScore, extra: readonly string[] | undefined): string[] {
  return [...new Set([...rule.reasons, ...(extra ?? [])])].slice(0, 4);
}

export function evidenceScoreOf(
  evidence: readonly EvidenceEntry[],
  answer: IdeaScoreOutput,
  now: Date,
  currency?: string,
): EvidenceScore {
  const rules = scoreEvidence(evidence, currency);
  const part = (key: "demand" | "willingnessToPay" | "competition"): RuleScore => {
    const said = answer[key];
    const score = clampToRule(said?.score, rules[key], rules.strength);
    // With nothing logged the scorer's words are left out: only the rule's "nothing logged yet" is true.
    return { score, reasons: rules.strength === "none" ? rules[key].reasons : reasonsOf(rules[key], said?.reasons) };
  };
  const demand = part("demand");
  const willingnessToPay = part("willingnessToPay");
  const competition = part("competition");
  const held = { ...rules, demand, willingnessToPay, competition };
  return {
    demand,
    willingnessToPay,
    competition,
    overall: overallOf(held, answer.overall.score),
    strength: rules.strength,
    strengthReason: rules.strengthReason,
    evidenceCount: evidence.length,
    scoredAt: now.toISOString(),
  };
}
