/**
 * The mentor chat: `POST /api/ai-mentor/chat` answers `{ response }`, or server-sent events when the request
 * accepts `text/event-stream` (`delta` events, then `done` with the stored message id, or `error` with the error
 * body); `GET /api/ai-mentor/history`, and the person's conversations (list, new, delete; another user's → 404).
 */
import type { Request, Response, Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { AppError } from "../../http/errors";
import { idParamsSchema } from "../../../shared/contracts/common";
import { exportFileName } from "../../../shared/contracts/exports";
import {
  mentorChatRequestSchema,
  mentorConversationPatchSchema,
  mentorConversationsQuerySchema,
  mentorMemoryInputSchema,
  mentorMemoryListResponseSchema,
  mentorMemoryResponseSchema,
  mentorChatResponseSchema,
  mentorConversationListResponseSchema,
  mentorConversationParamsSchema,
  mentorConversationResponseSchema,
  mentorHistoryQuerySchema,
  mentorHistoryResponseSchema,
} from "../../../shared/contracts/ai-mentor";
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

  routes.post(
    "/ai-mentor/chat",
    { access: "ai-mentor", body: mentorChatRequestSchema, response: mentorChatResponseSchema },
    async ({ user, body, req, res }) => {
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
    },
  );

  routes.get(
    "/ai-mentor/history",
    { access: "ai-mentor", query: mentorHistoryQuerySchema, response: mentorHistoryResponseSchema },
    async ({ user, query }) => {
      const { conversation, messages } = await mentor.history(user.id, query.conversationId);
      return {
        conversation: conversation ? presentConversation(conversation) : null,
        messages: messages.map(presentMessage),
      };
    },
  );

  routes.get(
    "/ai-mentor/conversations",
    { access: "ai-mentor", query: mentorConversationsQuerySchema, response: mentorConversationListResponseSchema },
    async ({ user, query }) => ({
      conversations: query.q
        ? (await mentor.searchConversations(user.id, query.q)).map(presentSearchHit)
        : (await mentor.listConversations(user.id)).map(presentConversation),
    }),
  );

  routes.patch(
    "/ai-mentor/conversations/:id",
    {
      access: "ai-mentor",
      params: mentorConversationParamsSchema,
      body: mentorConversationPatchSchema,
      response: mentorConversationResponseSchema,
    },
    async ({ user, params, body }) => ({
      conversation: presentConversation(await mentor.updateConversation(user.id, params.id, body)),
    }),
  );

  routes.get(
    "/ai-mentor/conversations/:id/export.md",
    { access: "ai-mentor", params: mentorConversationParamsSchema, response: answers.file },
    async ({ user, params, res }) => {
      const { conversation, messages } = await mentor.exportConversation(user.id, params.id);
      res.setHeader("Cache-Control", "private, no-store");
      res.attachment(exportFileName(conversation.title, "md"));
      res.type("text/markdown; charset=utf-8").send(conversationMarkdown(conversation, messages));
    },
  );

  routes.get(
    "/ai-mentor/memories",
    { access: "ai-mentor", response: mentorMemoryListResponseSchema },
    async ({ user }) => ({ memories: (await mentor.listMemories(user.id)).map(presentMemory) }),
  );

  routes.post(
    "/ai-mentor/memories",
    { access: "ai-mentor", body: mentorMemoryInputSchema, status: 201, response: mentorMemoryResponseSchema },
    async ({ user, body }) => ({ memory: presentMemory(await mentor.addMemory(user.id, body.text)) }),
  );

  routes.patch(
    "/ai-mentor/memories/:id",
    {
      access: "ai-mentor",
      params: idParamsSchema,
      body: mentorMemoryInputSchema,
      response: mentorMemoryResponseSchema,
    },
    async ({ user, params, body }) => ({
      memory: presentMemory(await mentor.updateMemory(user.id, params.id, body.text)),
    }),
  );

  routes.delete(
    "/ai-mentor/memories/:id",
    { access: "ai-mentor", params: idParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await mentor.deleteMemory(user.id, params.id);
    },
  );

  routes.post(
    "/ai-mentor/conversations",
    { access: "ai-mentor", status: 201, response: mentorConversationResponseSchema },
    async ({ user }) => ({
      conversation: presentConversation(await mentor.createConversation(user.id)),
    }),
  );

  routes.delete(
    "/ai-mentor/conversations/:id",
    { access: "ai-mentor", params: mentorConversationParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await mentor.deleteConversation(user.id, params.id);
    },
  );

  return routes.router;
}
