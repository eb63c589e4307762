/**
 * The mentor chat: `POST /api/ai-mentor/chat` answers `{ response }`, or server-sent events when the request
 * accepts `text/event-stream` (`delta` events, then `done` with the stored message id, or `error` with the error
 * body); `GET /api/ai-mentor/history`, and the person's conversations (list, new, delete; another user's → 404).
 */
import type { Request, Response, Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { AppError } from "../../http/errors";
import { exportFileName } from "../../../shared/contracts/exports";
import { aiMentorEndpoints as ep } from "../../../shared/contracts/endpoints/ai-mentor";
import { createMentorService } from "./ai-mentor.service";
import { refuseUnreadable } from "../../ai/understanding/gate";
import { acceptsAnyLanguage } from "../../ai/run-generator";
import {
  conversationMarkdown,
  presentConversation,
  presentMemory,
  presentMessage,
  presentSearchHit,
} from "./ai-mentor.presenter";

const wantsStream = (req: Request) => (req.headers.accept ?? "").includes("text/event-stream");

/** An abort signal that fires when the client goes away before the answer is complete. */
function abandonSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The error body (docs/product-rules.md#api-contract, plus its status) of an error met mid-stream: an `error` event.
 */
function streamErrorBody(err: unknown): { message: string; code: string; status: number } {
  if (err instanceof AppError) return { message: err.message, code: err.code, status: err.status };
  return { message: "Internal server error", code: "internal_error", status: 500 };
}

export function createMentorRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const mentor = createMentorService(ctx);

  routes.serve(ep.chat, async ({ user, body, req, res }) => {
    const signal = abandonSignal(res);
    // Bad input, a foreign conversation and the free limit answer with their status before any stream starts.
    refuseUnreadable(body, ["message"], { anyLanguage: acceptsAnyLanguage(ctx) });
    const turn = await mentor.begin(user, body);
    if (!wantsStream(req)) {
      const { response, id, conversationId, proposedMemory } = await mentor.reply(turn, { signal });
      return { response, id, conversationId, ...(proposedMemory ? { proposedMemory } : {}) };
    }
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    });
    res.flushHeaders();
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const done = await mentor.reply(turn, { signal, onDelta: (text) => send("delta", { text }) });
      send("done", {
        id: done.id,
        conversationId: done.conversationId,
        ...(done.proposedMemory ? { proposedMemory: done.proposedMemory } : {}),
      });
    } catch (err) {
      if (!(err instanceof AppError)) req.log?.error({ err }, "mentor stream failed");
      send("error", streamErrorBody(err));
    }
    res.end();
    return { response: "", id: 0, conversationId: 0 }; // not written: the stream has answered
  });

  routes.serve(ep.history, async ({ user, query }) => {
    const { conversation, messages } = await mentor.history(user.id, query.conversationId);
    return {
      conversation: conversation ? presentConversation(conversation) : null,
      messages: messages.map(presentMessage),
    };
  });

  routes.serve(ep.conversations, async ({ user, query }) => ({
    conversations: query.q
      ? (await mentor.searchConversations(user.id, query.q)).map(presentSearchHit)
      : (await mentor.listConversations(user.id)).map(presentConversation),
  }));

  routes.serve(ep.updateConversation, async ({ user, params, body }) => ({
    conversation: presentConversation(await mentor.updateConversation(user.id, params.id, body)),
  }));

  routes.serve(ep.exportConversation, async ({ user, params, res }) => {
    const { conversation, messages } = await mentor.exportConversation(user.id, params.id);
    res.setHeader("Cache-Control", "private, no-store");
    res.attachment(exportFileName(conversation.title, "md"));
    res.type("text/markdown; charset=utf-8").send(conversationMarkdown(conversation, messages));
  });

  routes.serve(ep.memories, async ({ user }) => ({
    memories: (await mentor.listMemories(user.id)).map(presentMemory),
  }));

  routes.serve(ep.addMemory, async ({ user, body }) => ({
    memory: presentMemory(await mentor.addMemory(user.id, body.text)),
  }));

  routes.serve(ep.updateMemory, async ({ user, params, body }) => ({
    memory: presentMemory(await mentor.updateMemory(user.id, params.id, body.text)),
  }));

  routes.serve(ep.removeMemory, async ({ user, params }) => {
    await mentor.deleteMemory(user.id, params.id);
  });

  routes.serve(ep.createConversation, async ({ user }) => ({
    conversation: presentConversation(await mentor.createConversation(user.id)),
  }));

  routes.serve(ep.removeConversation, async ({ user, params }) => {
    await mentor.deleteConversation(user.id, params.id);
  });

  return routes.router;
}
