import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggedUrl, REDACTED_QUERY_PARAMETERS, requestLogger } from "./log-redaction.ts";

describe("the request log hides secrets in addresses", () => {
  it.each([
    [
      "/api/guest/chat/sessions/4f1c2d3e-aaaa/messages?x=1",
      "/api/guest/chat/sessions/…/messages?x=1",
    ],
    [
      "/api/court-events/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE",
      "/api/court-events/feed/…",
    ],
    ["/api/court-events/feed/token?x=1", "/api/court-events/feed/…?x=1"],
    ["/api/services/5", "/api/services/5"],
    [
      "/api/mail/unsubscribe?email=ivan%40example.ru&category=chat&token=c2lnbmF0dXJl",
      "/api/mail/unsubscribe?email=[redacted]&category=chat&token=[redacted]",
    ],
    ["/api/search?q=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2", "/api/search?q=[redacted]"],
    [
      "/api/clients?search=%2B79161234567&sort=newest&page=2",
      "/api/clients?search=[redacted]&sort=newest&page=2",
    ],
    // Whatever the case or encoding of the name, and with the value repeated.
    [
      "/x?EMAIL=a@b.ru&e%6Dail=c@d.ru&Sig=1&signature=2",
      "/x?EMAIL=[redacted]&e%6Dail=[redacted]&Sig=[redacted]&signature=[redacted]",
    ],
    [
      "/api/consents?guest_chat_session_id=abc&context=chat",
      "/api/consents?guest_chat_session_id=[redacted]&context=chat",
    ],
    ["/unsubscribe?q", "/unsubscribe?q=[redacted]"],
  ])("%s → %s", (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it("the list covers the e-mail, the signatures and the search texts", () => {
    for (const name of ["email", "sig", "signature", "token", "q", "search"]) {
      expect(REDACTED_QUERY_PARAMETERS.has(name), name).toBe(true);
    }
  });

  it("the logger the app uses writes request lines without those values", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: requestLogger({ LOG_LEVEL: "info" }, stream) });
    app.get("/*", async () => ({ ok: true }));
    await app.ready();
    try {
      const secrets = ["ivan.petrov@example.ru", "c2lnbmF0dXJlLXNlY3JldA", "Развод Иванов"];
      await app.inject({
        url: `/api/mail/unsubscribe?email=${encodeURIComponent(secrets[0]!)}&category=chat&token=${secrets[1]}`,
      });
      await app.inject({ url: `/api/search?q=${encodeURIComponent(secrets[2]!)}` });
      await app.inject({
        url: "/api/clients?search=ivan.petrov%40example.ru",
        headers: { authorization: "Bearer session-token-value" },
      });
      const log = lines.join("");
      expect(log).toContain(
        "/api/mail/unsubscribe?email=[redacted]&category=chat&token=[redacted]",
      );
      expect(log).toContain("/api/search?q=[redacted]");
      for (const secret of [
        ...secrets,
        encodeURIComponent(secrets[0]!),
        encodeURIComponent(secrets[2]!),
        "ivan.petrov%40example.ru",
        "session-token-value",
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
