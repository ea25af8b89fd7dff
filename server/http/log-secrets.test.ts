import { describe, expect, it } from "vitest";
import { hideSecretsInUrl } from "../app.ts";

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
  ])("%s → %s", (url, logged) => {
    expect(hideSecretsInUrl(url)).toBe(logged);
  });
});
