/**
 * Bundles the server and the admin script with esbuild into dist/server (or SERVER_OUT_DIR), so production
 * runs plain `node dist/server/index.js` (docs/decisions/831-server-bundle.md). Packages that are native,
 * read files next to their code, spawn workers, or are dev-only stay external and load from node_modules.
 */
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.resolve(root, process.env.SERVER_OUT_DIR ?? "dist/server");

await build({
  absWorkingDir: root,
  entryPoints: {
    index: "server/index.ts",
    admin: "scripts/admin.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
    // The import file reader's worker thread, loaded by path (server/modules/imports/parse-off-thread.ts).
    "import-parse-worker": "server/modules/imports/parse.worker.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  external: [
    "pg",
    "pg-native",
    "connect-pg-simple", // native binding (optional) / reads its table.sql from disk
    "@electric-sql/*", // WebAssembly and data files loaded from its own folder
    "pino",
    "pino-pretty",
    "thread-stream", // transports run in worker threads that load files by path
    "vite",
    "@vitejs/*",
    "lightningcss",
    "esbuild", // development only (dynamic import in server/index.ts)
    "@resvg/*", // native renderer (.node binary per platform)
    "pdfkit", // reads its standard font metrics (.afm) from its own folder
    "opentype.js",
    "@fontsource/*", // font files read by path at run time
    "multer",
  ],
  // CommonJS packages bundled into ESM still call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
