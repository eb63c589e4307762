/** The API alone (no front end) on DATABASE_URL, for benches that run several processes on one database. */
import http from "node:http";
import { createApp } from "../../server/app";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { openDatabase } from "../../server/db/client";

const env = parseEnv();
const logger = createLogger("warn");
const database = openDatabase(env.DATABASE_URL!, logger, env.DB_POOL_MAX);
const { app } = createApp({ env, database, logger });
const server = http.createServer(app);
server.listen(0, "127.0.0.1", () => process.stdout.write(`PORT=${(server.address() as { port: number }).port}\n`));
