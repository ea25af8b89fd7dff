import { gzipSync } from "node:zlib";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 2 (and issue 29): the JS a visitor downloads for the home page stays within 170 KB gzip.
 * It was raised to 172 KB on 27 Nov for the floating helpers' step-aside check; the public pages'
 * cards drawn with plain elements instead of Mantine's Card, Stack, List, Collapse and Badge
 * (28 Nov) brought it back to 169.2 KB; the phone menu, drawn with the page as a native <dialog>
 * instead of Mantine's Drawer loaded at the tap (29 Nov), made it 169.9 KB (decision 044).
 * Raised to 172 KB on 3 Dec (171.7 KB): the header draws the firm's name, short name and logo
 * from the settings and today's day off, and a sign-in takes a guest's chats along (issue 44);
 * what else the first page carries is issue 49's to cut. Raised to 173 KB for issue 45 (172.0 KB,
 * 290 B more): any page may have to give way to the confirmation of a phone number, which the law
 * asks before anything else; its screen loads apart, but the check, the refusal's code and the
 * names of the new shared chunks are in the first script. Raised to 174 KB for issue 49 §1 (173.1
 * KB, 0.2 KB more): the phone menu opens without the app (the dialog is its state, followed by
 * its events) and a tap held for the app marks its button busy at once (decision 069).
 */
const HOME_JS_BUDGET_BYTES = 174 * 1024;

test("[budget] the home page loads at most 170 KB of gzipped JavaScript, no cabinet code", async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto("/");
  await expect(page.getByTestId("service-card").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const report = [...scripts].map(([name, size]) => `${name}: ${(size / 1024).toFixed(1)} KB`);
  console.log(`home page JS ${(total / 1024).toFixed(1)} KB gzip\n  ${report.join("\n  ")}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  // The cabinets, the chat screens and the guest forms are their own chunks and never load on
  // the public home page until used.
  const eager = [...scripts.keys()].filter((name) =>
    /executor|dashboard|chat-view|chat-page|guest-contact-dialog|quick-question/i.test(name),
  );
  expect(eager).toEqual([]);
});
