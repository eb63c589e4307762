/** A logger whose JSON lines are kept in memory, for tests that read what the server logged. */
import { Writable } from "node:stream";
import { createLogger, type Logger } from "../../server/logger";

export type LogCapture = {
  logger: Logger;
  lines: () => string[];
  records: () => Record<string, unknown>[];
  clear: () => void;
};

export function captureLogs(level = "info"): LogCapture {
  let lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger(level, false, sink);
  return {
    logger,
    lines: () => [...lines],
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    clear: () => {
      lines = [];
    },
  };
}
