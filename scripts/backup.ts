/**
 * `npm run backup -- FILE` (`npm run backup:prod -- FILE` where only the build is installed): a consistent backup
 * of the configured database while the server runs (docs/operations.md#backups). The embedded database is copied
 * by the running server on request, or from its folder when no server runs
 * (docs/decisions/1650-embedded-backups-through-the-running-process.md); a PostgreSQL server is dumped with pg_dump.
 */
import { backupEmbedded, backupServer } from "../server/ops/backup";
import { runFileCommand } from "./file-command";

runFileCommand("Usage: npm run backup -- FILE", async (file, env) => {
  const result = env.DATABASE_URL
    ? await backupServer(env.DATABASE_URL, file)
    : await backupEmbedded(env.DATA_DIR, file);
  const paused =
    result.lockedMs === undefined ? "" : `; the server's database paused ${result.lockedMs} ms for the copy`;
  return (
    `Backup written to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB, from the ${result.from}, ` +
    `${(result.ms / 1000).toFixed(1)} s${paused}).`
  );
});
