/**
 * Measures the understanding layer over the corpus (tests/fixtures/understanding-corpus.json,
 * docs/decisions/1434-one-understanding-layer-one-text-gate.md): the share read as the expected trade, read as
 * another trade (wrong), and left unknown; and how many distinct first niches niche discovery gives the corpus.
 * The unit test asserts the figures and the bench (bench/understanding.bench.ts) prints them for docs/benchmarks.md.
 */
import corpus from "../fixtures/understanding-corpus.json";
import { understand } from "../../server/ai/understanding/understand";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";

export type CorpusEntry = { text: string; trade: string; set?: "held-out" };
export const CORPUS: readonly CorpusEntry[] = corpus as CorpusEntry[];

export type Coverage = {
  total: number;
  right: number;
  wrong: number;
  /** A known trade read as unknown. */
  missed: number;
  /** Entries expected unknown and read as unknown. */
  honestlyUnknown: number;
  rightShare: number;
  wrongShare: number;
  mistakes: string[];
};

export function coverage(entries: readonly CorpusEntry[] = CORPUS): Coverage {
  let right = 0;
  let wrong = 0;
  let missed = 0;
  let honestlyUnknown = 0;
  const mistakes: string[] = [];
  for (const { text, trade } of entries) {
    const got = understand(text).trade ?? "unknown";
    if (got === trade) {
      right++;
      if (got === "unknown") honestlyUnknown++;
    } else if (got === "unknown") {
      missed++;
      mistakes.push(`missed ${trade}: ${text}`);
    } else {
      wrong++;
      mistakes.push(`read ${got}, expected ${trade}: ${text}`);
    }
  }
  const total = entries.length;
  return {
    total,
    right,
    wrong,
    missed,
    honestlyUnknown,
    rightShare: right / total,
    wrongShare: wrong / total,
    mistakes,
  };
}

/** The first niche niche discovery offers each description (as the person's one skill), for one form setting. */
export function firstNiches(entries: readonly CorpusEntry[] = CORPUS): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { text } of entries) {
    const out = nicheDiscoveryTool.offline({
      industry: "ecommerce",
      skills: [text],
      interests: [],
      budget: "500-2000",
      targetMarket: "millennials",
    });
    const name = out.ideas[0]?.name ?? "(none)";
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
