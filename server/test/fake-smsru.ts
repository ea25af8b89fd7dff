/**
 * A local HTTP fake of SMS.ru's sending API (https://sms.ru/api/send) for tests: `POST` or `GET
 * /sms/send` with `api_id`, `to` (digits, several joined by commas), `msg`, optional `from` and
 * `json=1`, form-encoded or in the query. It answers as the docs show: `{status: "OK",
 * status_code: 100, sms: {"7999…": {status: "OK", status_code: 100, sms_id}}, balance}`, a wrong
 * api_id `{status: "ERROR", status_code: 200, status_text}`, an empty text 202 per number.
 * What it accepts is kept in order (`messages`) and, with `dir`, written as one text file per SMS
 * (the e2e run's specs read them from any worker). `failNext(n)` answers the next n sends with
 * HTTP 503, as a gateway under maintenance does.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface ReceivedSms {
  to: string;
  text: string;
  from: string | null;
  id: string;
}

export interface FakeSmsRu {
  url: string;
  apiId: string;
  messages: ReceivedSms[];
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeSmsRu(
  options: { apiId?: string; dir?: string } = {},
): Promise<FakeSmsRu> {
  const apiId = options.apiId ?? `TEST-${randomBytes(8).toString("hex").toUpperCase()}`;
  const messages: ReceivedSms[] = [];
  let failing = 0;
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
        response.end(JSON.stringify(body));
      };
      if (url.pathname !== "/sms/send") return answer(404, { status: "ERROR", status_code: 404 });
      if (failing > 0) {
        failing--;
        return answer(503, {
          status: "ERROR",
          status_code: 220,
          status_text: "Сервис временно недоступен",
        });
      }
      const params = new URLSearchParams(url.search);
      for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) {
        params.set(key, value);
      }
      if (params.get("api_id") !== apiId) {
        return answer(200, {
          status: "ERROR",
          status_code: 200,
          status_text: "Неправильный api_id",
        });
      }
      const text = params.get("msg") ?? "";
      const sms: Record<string, unknown> = {};
      for (const to of (params.get("to") ?? "").split(",").filter(Boolean)) {
        if (!/^\d{11,15}$/.test(to)) {
          sms[to] = {
            status: "ERROR",
            status_code: 207,
            status_text: "На этот номер нельзя отправлять сообщения",
          };
          continue;
        }
        if (text === "") {
          sms[to] = {
            status: "ERROR",
            status_code: 202,
            status_text: "Неправильно указан получатель или текст",
          };
          continue;
        }
        const id = `${String(messages.length + 1).padStart(6, "0")}-${randomBytes(4).toString("hex")}`;
        messages.push({ to, text, from: params.get("from"), id });
        if (options.dir) {
          writeFileSync(path.join(options.dir, `${Date.now()}-${id}-${to}.txt`), text, "utf8");
        }
        sms[to] = { status: "OK", status_code: 100, sms_id: id };
      }
      return answer(200, { status: "OK", status_code: 100, sms, balance: 4122.56 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiId,
    messages,
    failNext(count) {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
