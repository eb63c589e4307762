/** Shared bench helpers: start a child server that prints its port, load it with autocannon, print figures. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { QUICK, sized } from "./quick";

export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU (all its threads) per request, µs. */ cpuUs?: number;
};

/**
 * Starts a child process (TypeScript through tsx, or `plain` JavaScript such as the built server) and resolves when
 * it prints PORT=n or its health URL answers.
 */
export function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  healthPort?: number,
  plain = false,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, plain ? args : ["--import", "tsx", ...args], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
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

/** A URL to load; with `pid` (the server's process, on Linux), its CPU time per request is measured too. */
export type Target = { url: string; headers?: Record<string, string>; pid?: number };

/** CPU time (user + system, all threads) the process has used, in ms; undefined where /proc is not. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these. */
const CLOCK_TICKS = 100;

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Loads several URLs in turns of one second each, `rounds` times (the order reversed every other round), after a
 * warm-up of each. Figures measured one after another compare badly on a shared machine whose speed drifts
 * within minutes; taken in turns, every target sees the same drift. Requests/s is over all turns; p50 and p99
 * are the medians of the turns' own.
 */
export async function loadInTurns(targets: Target[], rounds = 5, connections = 16): Promise<Figures[]> {
  const runs = targets.map(() => ({ requests: 0, seconds: 0, cpu: 0, p50: [] as number[], p99: [] as number[] }));
  const turn = async (i: number, duration: number) => {
    const { url, headers = {} } = targets[i];
    const r = await autocannon({ url, headers, connections, duration });
    if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} non-2xx responses`);
    return r;
  };
  if (!QUICK) for (let i = 0; i < targets.length; i++) await turn(i, 1);
  for (let round = 0; round < sized(rounds, 1); round++) {
    const order = targets.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      const before = cpuMs(targets[i].pid);
      const r = await turn(i, 1);
      const after = cpuMs(targets[i].pid);
      if (before !== undefined && after !== undefined) runs[i].cpu += after - before;
      runs[i].requests += r.requests.total;
      runs[i].seconds += r.duration;
      runs[i].p50.push(r.latency.p50);
      runs[i].p99.push(r.latency.p99);
    }
  }
  return runs.map((r, i) => ({
    rps: r.requests / r.seconds,
    p50: median(r.p50),
    p99: median(r.p99),
    cpuUs: targets[i].pid === undefined || !r.cpu ? undefined : (r.cpu * 1000) / r.requests,
  }));
}

export function row(name: string, f: Figures): string {
  return `${name.padEnd(38)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms`;
}
