/**
 * The project folder (where package.json and migrations/ live), found by walking up from this file, so the
 * same code finds migrations/ and dist/public both from source (server/) and from the bundle (dist/server/).
 */
import fs from "node:fs";
import path from "node:path";

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json")) && fs.existsSync(path.join(dir, "migrations"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project folder (package.json + migrations/) above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
