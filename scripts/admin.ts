/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL` (docs/product-rules.md#accounts).
 * Opens the configured database exactly as the server does (DATABASE_URL, else the embedded database under
 * DATA_DIR, migrations applied) and sets the admin flag by email, case-insensitively. The server re-reads
 * admin status on every admin request, so the change takes effect at once for a running server on
 * DATABASE_URL. The embedded database is one process's folder: stop the server before running this against it.
 */
import "dotenv/config";
import { parseEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { openConfiguredDatabase } from "../server/db/open";
import { createUsersRepository } from "../server/users/users.repository";

const USAGE = "Usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL";

/** Runs the command; returns the process exit code. */
async function runAdminCommand(
  args: string[],
  out: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Promise<number> {
  const [command, email] = args;
  if ((command !== "grant" && command !== "revoke") || !email || args.length !== 2) {
    out(USAGE);
    return 2;
  }
  const env = parseEnv();
  const database = await openConfiguredDatabase(env, createLogger("warn"));
  try {
    const users = createUsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      out(`No user with the email ${email}.`);
      return 1;
    }
    const makeAdmin = command === "grant";
    if (user.isAdmin === makeAdmin) {
      out(`${user.email} ${makeAdmin ? "is already an admin" : "is not an admin"}; nothing changed.`);
      return 0;
    }
    await users.update(user.id, { isAdmin: makeAdmin });
    out(`${user.email} ${makeAdmin ? "is now an admin" : "is no longer an admin"}.`);
    if (!makeAdmin && env.ADMIN_EMAILS.includes(user.email.toLowerCase()))
      out(
        `Note: ${user.email} is listed in ADMIN_EMAILS and becomes an admin again at the next sign-in; remove it there too.`,
      );
    return 0;
  } finally {
    await database.close();
  }
}

runAdminCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
