/**
 * The evidence-based score of a tracked idea: the published rules (shared/domain/evidence-score.ts) applied to
 * the log, with the scorer's answer (offline or a model) held within the rules' bounds
 * (docs/decisions/1315-ideas-scored-from-evidence.md).
 */
import type { IdeaScoreOutput } from "../../../shared/contracts/idea-tracker";
import type { EvidenceScore } from "../../../shared/contracts/idea-evidence";
import {
  basisOf,
  clampToRule,
  explainChange,
  NO_EVIDENCE_SCORE,
  overallOf,
  scoreEvidence,
  type EvidenceEntry,
  type RuleScore,
  type SalesEvidence,
  type ScoreSnapshot,
} from "../../../shared/domain/evidence-score";

/** The rule's reasons first (they cite the log), then the scorer's own, without repeats; at most four. */
function reasonsOf(rule: RuleScore, extra: readonly string[] | undefined): string[] {
  return [...new Set([...rule.reasons, ...(extra ?? [])])].slice(0, 4);
}

/**
 * The evidence score from the log and, beside it, the person's recorded sales of the idea's products
 * (docs/decisions/1491-idea-score-reads-real-sales.md).
 */
export function evidenceScoreOf(
  logged: readonly EvidenceEntry[],
  answer: IdeaScoreOutput,
  now: Date,
  currency?: string,
  sales?: SalesEvidence,
): EvidenceScore {
  const evidence = sales ? [...logged, sales] : logged;
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
    evidenceCount: logged.length,
    scoredAt: now.toISOString(),
    ...(sales ? { sales } : {}),
    described: answer.overall.score,
    basis: basisOf(evidence),
  };
}

const snapshotOfScore = (s: EvidenceScore): ScoreSnapshot => ({
  overall: s.overall.score,
  demand: s.demand.score,
  willingnessToPay: s.willingnessToPay.score,
  competition: s.competition.score,
  strength: s.strength,
  described: s.described,
  basis: s.basis,
  salesDays: s.sales?.days,
});

/**
 * The idea's previous score as the explanation reads it: its stored evidence score, else (scored before the
 * evidence log) its overall, which then rested on the description alone.
 */
export function snapshotOf(previous: EvidenceScore | null, previousOverall: number | null): ScoreSnapshot | null {
  if (previous) return snapshotOfScore(previous);
  if (previousOverall === null) return null;
  return { overall: previousOverall, ...NO_EVIDENCE_SCORE, strength: "none", described: previousOverall };
}

/**
 * The new score with, when the overall moved from the previous one, why: first of the overall's reasons and as
 * `change` (docs/guide/idea-tracker-and-roadmap.md#how-evidence-is-scored).
 */
export function withChange(next: EvidenceScore, previous: ScoreSnapshot | null): EvidenceScore {
  if (!previous) return next;
  const reason = explainChange(previous, snapshotOfScore(next));
  if (!reason) return next;
  return {
    ...next,
    overall: { ...next.overall, reasons: [reason, ...next.overall.reasons] },
    change: { from: previous.overall, to: next.overall.score, reason },
  };
}
