import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { PRIVATE_PREFIXES } from "../../domain/site-pages/site-routes.ts";
import { loggedUrl, REDACTED_QUERY_PARAMETERS, requestLogger } from "./log-redaction.ts";

const CHAT_ID = "4f1c2d3e-aaaa-4bbb-8ccc-0123456789ab";
const FEED_TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE";

describe("the request log hides secrets in addresses", () => {
  it.each([
    [`/api/guest/chat/sessions/${CHAT_ID}/messages?x=1`, "/api/guest/chat/sessions/…/messages?x=1"],
    [`/api/court-events/feed/${FEED_TOKEN}`, "/api/court-events/feed/…"],
    [`/api/court-events/feed/${FEED_TOKEN}?x=1`, "/api/court-events/feed/…?x=1"],
    ["/api/services/5", "/api/services/5"],
    // The pages: a guest chat's address is its key (issue 43 §4), and so is any page's that
    // carries one, in its path or its query.
    [`/guest-chat/${CHAT_ID}`, "/guest-chat/…"],
    [`/guest-chat/${CHAT_ID.toUpperCase()}/`, "/guest-chat/…/"],
    [`/guest-chat/${CHAT_ID.replaceAll("-", "")}`, "/guest-chat/…"],
    [`/guest-chat/%7B${CHAT_ID}%7D`, "/guest-chat/{…}"],
    [`/guest-chat/%34${CHAT_ID.slice(1)}`, "/guest-chat/…"],
    [`/payment/sandbox/${CHAT_ID}`, "/payment/sandbox/…"],
    [`/payment/result?payment_id=${CHAT_ID}`, "/payment/result?payment_id=[redacted]"],
    [`/chat/3?sessionId=${CHAT_ID}&from=mail`, "/chat/3?sessionId=[redacted]&from=mail"],
    [`/staff/invite?t=${FEED_TOKEN}`, "/staff/invite?t=[redacted]"],
    // What opens nothing stays readable: words, numbers, built files.
    ["/executor-dashboard?tab=payments&page=2", "/executor-dashboard?tab=payments&page=2"],
    [
      "/assets/password-reset-confirm-page-B6xT1kQa.js",
      "/assets/password-reset-confirm-page-B6xT1kQa.js",
    ],
    ["/services/12", "/services/12"],
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
    // What Yandex ID sends back: the authorization code and our state.
    [
      "/api/auth/yandex/callback?code=4783921&state=short&cid=x",
      "/api/auth/yandex/callback?code=[redacted]&state=[redacted]&cid=x",
    ],
  ])("%s → %s", (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it.each(PRIVATE_PREFIXES)("every private page with an id drops it: %s<key>", (prefix) => {
    expect(loggedUrl(`${prefix}${CHAT_ID}`)).toBe(`${prefix}…`);
    expect(loggedUrl(`${prefix}${FEED_TOKEN}`)).toBe(`${prefix}…`);
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
