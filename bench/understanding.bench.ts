/**
 * The understanding layer over the corpus (docs/decisions/1434-one-understanding-layer-one-text-gate.md): prints the
 * share of descriptions read as their expected trade, read as a wrong one and missed, for the whole corpus and the
 * held-out part, the distinct first niches niche discovery gives it, and how long one reading takes.
 */
import { CORPUS, coverage, firstNiches, percent } from "../tests/support/understanding-coverage";
import { understand } from "../server/ai/understanding/understand";

const all = coverage();
const heldOut = coverage(CORPUS.filter((e) => e.set === "held-out"));
const line = (name: string, c: ReturnType<typeof coverage>) =>
  `${name}: ${c.total} descriptions, ${percent(c.rightShare)} right (${c.honestlyUnknown} of them honestly unknown), ` +
  `${percent(c.wrongShare)} wrong, ${c.missed} known trades missed`;
console.log(line("corpus", all));
console.log(line("held out", heldOut));
console.log(`distinct first niches (niche discovery, e-commerce, one skill each): ${firstNiches().size}`);

// A cold reading (no cache): each text made unique so the layer reads it in full.
const started = performance.now();
const rounds = process.env.BENCH_QUICK ? 1 : 5;
for (let r = 0; r < rounds; r++) for (const { text } of CORPUS) understand(`${text} ${r}`);
const micros = ((performance.now() - started) * 1000) / (rounds * CORPUS.length);
console.log(`one cold reading: ${micros.toFixed(0)} µs on average over ${rounds * CORPUS.length}`);
