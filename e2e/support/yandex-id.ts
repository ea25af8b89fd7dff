import type { BrowserContext } from "@playwright/test";
import {
  FAKE_YANDEX_SESSION_COOKIE,
  type FakeYandexId,
  type FakeYandexPerson,
  startFakeYandexId,
} from "../../server/test/fake-yandex-id.ts";

export { fakeYandexUser } from "../../server/test/fake-yandex-id.ts";

/**
 * The e2e run's Yandex ID: the local fake of Yandex OAuth and the ID API
 * (server/test/fake-yandex-id.ts), which the app calls over HTTP as it would Yandex's.
 */
export function startYandexId(): Promise<FakeYandexId> {
  return startFakeYandexId();
}

/**
 * The browser of `context` is signed in to Yandex as `person` (or as one who refuses the app):
 * the fake knows its users by its own cookie, as Yandex does, so specs in any worker each have
 * their own person.
 */
export async function signedInAtYandex(
  context: BrowserContext,
  person: FakeYandexPerson,
): Promise<void> {
  const url = process.env.E2E_YANDEX_ID_URL;
  if (!url) throw new Error("E2E_YANDEX_ID_URL is not set: global-setup did not start the fake");
  const response = await fetch(`${url}/_fake/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(person),
  });
  if (!response.ok) throw new Error(`the fake Yandex answered ${response.status}`);
  const { session } = (await response.json()) as { session: string };
  await context.addCookies([{ name: FAKE_YANDEX_SESSION_COOKIE, value: session, url }]);
}
