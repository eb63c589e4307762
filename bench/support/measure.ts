/** Shared bench helpers: start a child server that prints its port, load it with autocannon, print figures. */
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { QUICK, sized } from "./quick";

export type Figures = { rps: number; p50: number; p99: number };

/** Starts a child process and resolves when it prints PORT=n or its health URL answers. */
export function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  healthPort?: number,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { env, stdio: ["ignore", "pipe", "inherit"] });
    let settled = false;
    child.stdout!.on("data", (chunk: Buffer) => {
      const m = /PORT=(\d+)/.exec(chunk.toString());
      if (m && !settled) {
        settled = true;
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.on("exit", (code) => !settled && reject(new Error(`child exited with ${code}`)));
    if (healthPort) {
      const started = Date.now();
      const poll = async () => {
        if (settled) return;
        try {
          const res = await fetch(`http://127.0.0.1:${healthPort}/api/health`);
          if (res.ok) {
            settled = true;
            return resolve({ child, port: healthPort });
          }
        } catch {
          /* not up yet */
        }
        if (Date.now() - started > 60_000) return reject(new Error("server did not start"));
        setTimeout(poll, 200);
      };
      void poll();
    }
  });
}

/** Loads one URL for a few seconds after a warm-up and returns requests/s and latency percentiles (ms). */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = 5,
  connections = 16,
): Promise<Figures> {
  if (!QUICK) await autocannon({ url, headers, connections, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: sized(seconds, 1) });
  if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} non-2xx responses`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

export function row(name: string, f: Figures): string {
  return `${name.padEnd(38)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms`;
}
