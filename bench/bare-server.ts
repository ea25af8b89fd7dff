/**
 * The baseline: a bare node:http server answering one fixed JSON body (the same bytes the app
 * serves for GET /api/services), so the ratio shows what the framework, the database query and
 * the response schema cost.
 */
import http from "node:http";

const body = Buffer.from(process.env.BARE_BODY ?? "[]");
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": body.length,
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
