/**
 * `npm run db:check`: fails when shared/schema and migrations/ disagree. Runs `drizzle-kit generate` into a
 * temporary copy of migrations/ and fails if it wrote anything (docs/decisions/832-lint-format-boundaries.md).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const copy = fs.mkdtempSync(path.join(os.tmpdir(), "hf-db-check-"));
const list = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

try {
  fs.cpSync(path.join(root, "migrations"), copy, { recursive: true });
  const before = list(copy);
  const bin = path.join(root, "node_modules/.bin/drizzle-kit");
  // drizzle-kit prefixes "./" to --out, so it gets a path relative to the project folder.
  const out = path.relative(root, copy);
  const output = execFileSync(
    bin,
    ["generate", "--dialect", "postgresql", "--schema", "./shared/schema/index.ts", "--out", out],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    },
  );
  // drizzle-kit can exit 0 after an error: only its own "nothing to migrate" or a new file counts as an answer.
  const added = list(copy).filter((f) => !before.includes(f) && f.endsWith(".sql"));
  if (added.length) {
    process.stderr.write(`shared/schema differs from migrations/: drizzle-kit would generate ${added.join(", ")}.\n`);
    process.stderr.write(
      `Run \`npm run db:generate\` and commit the new migration.\n\n${fs.readFileSync(path.join(copy, added[0]), "utf8")}\n`,
    );
    process.exitCode = 1;
  } else if (!/No schema changes/i.test(output)) {
    process.stderr.write(`db:check: drizzle-kit gave no verdict:\n${output}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write("db:check: shared/schema and migrations/ agree.\n");
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
