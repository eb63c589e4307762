/**
 * Reference servers for the HTTP bench: a bare Node http JSON server, a bare Express 5 JSON route, and the same
 * route on the server our app runs on (`express-born`: request objects made with Express's prototypes,
 * server/http/http-server.ts).
 */
import http from "node:http";
import express from "express";
import { createHttpServer } from "../../server/http/http-server";

const kind = process.argv[2];
const body = JSON.stringify({ id: 1, email: "bench@example.test", firstName: "Bench", selectedPlan: "free" });
let server: http.Server;
if (kind === "node") {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(body);
  });
} else {
  const app = express();
  app.get("/api/auth/user", (_req, res) => res.json(JSON.parse(body)));
  if (kind === "express-born") {
    const born = createHttpServer();
    born.serve(app);
    server = born.server;
  } else server = http.createServer(app);
}
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`PORT=${(server.address() as { port: number }).port}\n`);
});
