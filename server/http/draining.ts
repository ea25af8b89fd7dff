import type { FastifyInstance } from "fastify";

/**
 * While the app closes (SIGTERM), every answer carries `Connection: close`. Fastify closes the
 * connections that are idle when it stops listening, but one whose request was still in flight
 * would turn idle afterwards and stay open: it held the shutdown for the whole keep-alive
 * timeout (72 s, cut at main.ts's 10 s grace), and nginx, which keeps its connections to the
 * instances alive, would send its next request down it and get Fastify's 503. With the header
 * the socket closes after that answer and nginx opens its next connection elsewhere.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });
}
