/**
 * Serves the built SPA: precompressed .br/.gz files made at build time, immutable caching for hashed assets,
 * index.html (no-cache) for every other non-API path.
 */
import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { pageStatus, withPageHead } from "./page-head";
import { publicRoute } from "./access-policy";
import { answers, responds } from "./response-contract";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

export function serveBuiltClient(app: Express, dir: string): void {
  const index = path.join(dir, "index.html");
  const available = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[])
    available.add(file.split(path.sep).join("/"));

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const rel = decodeURIComponent(req.path).replace(/^\/+/, "");
    if (!rel || !available.has(rel) || rel === "index.html") return next();
    const accept = req.get("accept-encoding") ?? "";
    const type = TYPES[path.extname(rel)];
    res.setHeader("Vary", "Accept-Encoding");
    if (rel.startsWith("assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    for (const [enc, ext] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (accept.includes(enc) && available.has(rel + ext) && type) {
        res.setHeader("Content-Encoding", enc);
        res.setHeader("Content-Type", type);
        return res.sendFile(path.join(dir, rel + ext));
      }
    }
    next();
  });
  app.use(express.static(dir, { index: false, maxAge: 0 }));
  let indexHtml: string | undefined;
  app.get(/^(?!\/api(\/|$)).*/, publicRoute(), responds(answers.page), (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    if (!res.locals.pageHead) return res.sendFile(index);
    // A page with server-made head tags (a shared result): index.html with them, in the route's status.
    indexHtml ??= fs.readFileSync(index, "utf8");
    res.status(pageStatus(res)).type("html").send(withPageHead(indexHtml, res));
  });
}
