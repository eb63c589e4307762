/**
 * What `npm run backup` and `npm run restore` share: one FILE argument (else the usage line and exit 2), the
 * configured database, a line of what was done, and a refusal in words (exit 1) for what the person can fix.
 */
import "dotenv/config";
import { parseEnv, type Env } from "../server/env";
import { BackupError } from "../server/ops/backup";

export function runFileCommand(usage: string, run: (file: string, env: Env) => Promise<string>): void {
  const main = async (args: string[]): Promise<number> => {
    if (args.length !== 1 || args[0].startsWith("-")) {
      process.stdout.write(`${usage}\n`);
      return 2;
    }
    process.stdout.write(`${await run(args[0], parseEnv())}\n`);
    return 0;
  };
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(
        `${err instanceof BackupError ? err.message : err instanceof Error ? err.stack : String(err)}\n`,
      );
      process.exit(1);
    },
  );
}
