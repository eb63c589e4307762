/**
 * `npm run restore -- FILE` (`npm run restore:prod -- FILE` where only the build is installed): restores a backup
 * made by `npm run backup` into an empty DATA_DIR (embedded database) or an empty database (DATABASE_URL), and
 * refuses anything else (docs/operations.md#backups). Start the server on it afterwards.
 */
import "dotenv/config";
import { parseEnv } from "../server/env";
import { BackupError, restoreEmbedded, restoreServer } from "../server/ops/backup";

const USAGE = "Usage: npm run restore -- FILE";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0].startsWith("-")) {
    process.stdout.write(`${USAGE}\n`);
    return 2;
  }
  const env = parseEnv();
  const result = env.DATABASE_URL
    ? await restoreServer(args[0], env.DATABASE_URL)
    : await restoreEmbedded(args[0], env.DATA_DIR);
  process.stdout.write(
    `Restored into ${result.target}: ${result.tables} tables, ${result.users} users (${(result.ms / 1000).toFixed(1)} s).\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(
      `${err instanceof BackupError ? err.message : err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exit(1);
  },
);
