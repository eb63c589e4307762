/**
 * A small fake OpenAI server speaking the real wire format of chat completions: JSON answers, SSE streaming
 * (chunks with `index`, a first delta with `role: "assistant"`, a final `finish_reason`, then `data: [DONE]`),
 * optionally a pause before each chunk (counting streams the client closed early), error bodies, answers after a delay, and a mode that never answers. Each test scripts the next replies.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  | {
      type: "content";
      content: string;
      promptTokens?: number;
      completionTokens?: number;
      /** Answers after this long. */ delayMs?: number;
    }
  | { type: "error"; status: number; message?: string }
  | { type: "hang" }
  | { type: "stream"; chunks: string[]; /** Pause before each content chunk. */ chunkDelayMs?: number };

export type RecordedRequest = { path: string; body: any; headers: http.IncomingHttpHeaders };

export type FakeOpenAi = {
  /** Base URL for the SDK (`OPENAI_BASE_URL`), ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Streams the client closed before their last chunk (an aborted engine call). */
  abortedStreams: () => number;
  /** Queues replies for the next requests, in order. */
  script: (...replies: FakeReply[]) => void;
  /** Reply used when the queue is empty. */
  setFallback: (reply: FakeReply) => void;
  reset: () => void;
  close: () => Promise<void>;
};

const errorTypes: Record<number, string> = {
  400: "invalid_request_error",
  401: "invalid_api_key",
  429: "rate_limit_exceeded",
  500: "server_error",
  503: "server_error",
};

/** A reply whose message content is `value` as JSON (what a model following the schema would send). */
export const jsonReply = (value: unknown): FakeReply => ({ type: "content", content: JSON.stringify(value) });

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: FakeReply[] = [];
  let fallback: FakeReply = { type: "error", status: 500, message: "no reply scripted" };
  let counter = 0;
  let aborted = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ path: req.url ?? "", body, headers: req.headers });
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      const reply = queue.shift() ?? fallback;
      const id = `chatcmpl-fake${++counter}`;
      const created = Math.floor(Date.now() / 1000);
      const model = body.model ?? "gpt-fake";
      if (reply.type === "hang") return; // never answers; the client's deadline must end it
      if (reply.type === "error") {
        const payload = {
          error: {
            message: reply.message ?? `Fake error ${reply.status}`,
            type: errorTypes[reply.status] ?? "server_error",
            param: null,
            code: errorTypes[reply.status] ?? null,
          },
        };
        res
          .writeHead(reply.status, { "content-type": "application/json", "x-request-id": id })
          .end(JSON.stringify(payload));
        return;
      }
      if (reply.type === "stream" || body.stream) {
        const chunks = reply.type === "stream" ? reply.chunks : [reply.content];
        res.writeHead(200, {
          "content-type": "text/event-stream",
          "cache-control": "no-cache",
          connection: "keep-alive",
        });
        const frame = (delta: object, finish: string | null) =>
          `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
        res.write(frame({ role: "assistant", content: "" }, null));
        const delayMs = reply.type === "stream" ? (reply.chunkDelayMs ?? 0) : 0;
        let closed = false;
        res.on("close", () => {
          if (!res.writableFinished) {
            closed = true;
            aborted++;
          }
        });
        const finish = () => {
          res.write(frame({}, "stop"));
          res.end("data: [DONE]\n\n");
        };
        if (!delayMs) {
          for (const c of chunks) res.write(frame({ content: c }, null));
          finish();
          return;
        }
        let i = 0;
        const next = () => {
          if (closed) return;
          if (i >= chunks.length) return finish();
          res.write(frame({ content: chunks[i++] }, null));
          setTimeout(next, delayMs);
        };
        setTimeout(next, delayMs);
        return;
      }
      const completion = {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: reply.content, refusal: null },
            logprobs: null,
            finish_reason: "stop",
          },
        ],
        usage: {
          prompt_tokens: reply.promptTokens ?? 120,
          completion_tokens: reply.completionTokens ?? 340,
          total_tokens: (reply.promptTokens ?? 120) + (reply.completionTokens ?? 340),
        },
      };
      const send = () =>
        res.writeHead(200, { "content-type": "application/json", "x-request-id": id }).end(JSON.stringify(completion));
      if (reply.type === "content" && reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    abortedStreams: () => aborted,
    script: (...replies) => queue.push(...replies),
    setFallback: (reply) => (fallback = reply),
    reset: () => {
      queue = [];
      requests.length = 0;
      aborted = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
