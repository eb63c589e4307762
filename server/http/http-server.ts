/**
 * The Node HTTP server for the Express app, with request and response objects made from the app's own prototypes
 * (docs/decisions/851-requests-born-with-express-prototypes.md).
 *
 * Express gives every request its methods (`req.get`, `res.json`, ...) by swapping the prototype of Node's
 * request and response objects, `Object.setPrototypeOf`, once each per request. On this Node that swap costs more
 * than all of our own work on a signed-in read, and it keeps each request's objects alive past the young
 * generation. Here Node makes them with those prototypes from the start, so Express's swap finds nothing to do.
 */
import http from "node:http";
import type { Express } from "express";
import { useAsAppPrototypes } from "../unchecked";

/**
 * An HTTP server that is not serving yet; `serve(app)` hands it the app. The two steps let the caller listen
 * first (the tests learn their port, development lets Vite attach to the server) and build the app after.
 */
export function createHttpServer(): { server: http.Server; serve: (app: Express) => void } {
  // Classes of this server's own: their prototypes become its app's.
  class Request extends http.IncomingMessage {}
  class Response extends http.ServerResponse<Request> {}
  const server = http.createServer({ IncomingMessage: Request, ServerResponse: Response });
  return {
    server,
    serve(app) {
      // Each class's prototype takes the place of the app's: the same properties (its `app`, passport's request
      // helpers) over the same prototype (Express's methods). What Express swaps each request's prototypes to is
      // then what they already are.
      const take = (ours: object, theirs: object) => {
        Object.setPrototypeOf(ours, Object.getPrototypeOf(theirs));
        Object.defineProperties(ours, Object.getOwnPropertyDescriptors(theirs));
      };
      take(Request.prototype, app.request);
      take(Response.prototype, app.response);
      useAsAppPrototypes(app, Request.prototype, Response.prototype);
      server.on("request", app);
    },
  };
}
