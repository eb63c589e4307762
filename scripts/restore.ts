/**
 * `npm run restore -- FILE` (`npm run restore:prod -- FILE` where only the build is installed): restores a backup
 * made by `npm run backup` into an empty DATA_DIR (embedded database) or an empty database (DATABASE_URL), and
 * refuses anything else (docs/operations.md#backups). Start the server on it afterwards.
 */
import { restoreEmbedded, restoreServer } from "../server/ops/backup";
import { runFileCommand } from "./file-command";

runFileCommand("Usage: npm run restore -- FILE", async (file, env) => {
  const result = env.DATABASE_URL
    ? await restoreServer(file, env.DATABASE_URL)
    : await restoreEmbedded(file, env.DATA_DIR);
  return `Restored into ${result.target}: ${result.tables} tables, ${result.users} users (${(result.ms / 1000).toFixed(1)} s).`;
});
