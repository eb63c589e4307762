/**
 * `npm run bench -- --quick` (BENCH_QUICK=1, part of `npm test`): every bench once with small sizes, on the embedded
 * database only, so a bench that no longer runs fails the build (docs/decisions/803-bench-quick-mode.md). Its
 * figures mean nothing; targets are read from full runs only.
 */
export const QUICK = process.env.BENCH_QUICK === "1";

/** `full` in a real run, `quick` in the quick one. */
export const sized = <T>(full: T, quick: T): T => (QUICK ? quick : full);

/** Which databases a bench runs on: the embedded one only in the quick run, else what the bench's variable says. */
export const onlyDatabase = (variable: string | undefined): string | undefined => (QUICK ? "embedded" : variable);
