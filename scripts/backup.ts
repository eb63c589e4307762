/**
 * `npm run backup -- FILE` (`npm run backup:prod -- FILE` where only the build is installed): a consistent backup
 * of the configured database while the server runs (docs/operations.md#backups). The embedded database is copied
 * by the running server on request, or from its folder when no server runs
 * (docs/decisions/1650-embedded-backups-through-the-running-process.md); a PostgreSQL server is dumped with pg_dump.
 */
import "dotenv/config";
import { parseEnv } from "../server/env";
import { BackupError, backupEmbedded, backupServer } from "../server/ops/backup";

const USAGE = "Usage: npm run backup -- FILE";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0].startsWith("-")) {
    process.stdout.write(`${USAGE}\n`);
    return 2;
  }
  const env = parseEnv();
  const result = env.DATABASE_URL
    ? await backupServer(env.DATABASE_URL, args[0])
    : await backupEmbedded(env.DATA_DIR, args[0]);
  process.stdout.write(
    `Backup written to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, from the ${result.from}, ${(result.ms / 1000).toFixed(1)} s` +
      `${result.lockedMs === undefined ? "" : `; the server's database paused ${result.lockedMs} ms for the copy`}).\n`,
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
