import { readFile } from "node:fs/promises";
import { MY_DATA_TEXTS as T } from "../domain/clients/clients.ts";
import { authHeader, expectAccessible, OPEN_DIALOG, VIEWPORTS } from "./support/back-office.ts";
import { openClientChat, sendAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, signInWithToken, storedToken, test } from "./support/fixtures.ts";

/**
 * Issue 13 §1 (152-FZ): a client downloads everything the service stores about them from
 * «Профиль» → «Мои данные», then deletes the account: a wrong password changes nothing, the right
 * one erases it and signs them out.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] downloads their data and deletes their account (${name})`, async ({ page }) => {
      const tag = uniqueTag();
      const client = await createClient(page, "individual", `Клиент Данных ${tag}`);
      const chat = await openClientChat(page, client.token, 1);
      await sendAs(page, client.token, chat.id, `Мой вопрос ${tag}`);
      await signInWithToken(page, client.token, client.email);

      await page.goto("/dashboard?tab=profile");
      await expect(page.getByRole("heading", { name: T.title })).toBeVisible();
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: T.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(T.exportFileName);
      const data = JSON.parse(await readFile((await download.path())!, "utf8"));
      expect(data.profile.email).toBe(client.email);
      expect(JSON.stringify(data.chats)).toContain(`Мой вопрос ${tag}`);

      await page.getByRole("button", { name: T.deleteAccount }).click();
      const dialog = page.getByRole("dialog", { name: T.deleteTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, OPEN_DIALOG);
      const password = dialog.getByLabel(T.passwordLabel);
      await password.fill("not-my-password");
      await dialog.getByRole("button", { name: T.confirm }).click();
      await expect(dialog.getByText(T.wrongPassword)).toBeVisible();
      const stillThere = await page.request.get("/api/auth/me", {
        headers: authHeader(client.token),
      });
      expect(stillThere.status()).toBe(200);

      await password.fill(client.password);
      await dialog.getByRole("button", { name: T.confirm }).click();
      await expect(page.getByText(T.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await storedToken(page)).toBeNull();
      const gone = await page.request.get("/api/auth/me", { headers: authHeader(client.token) });
      expect(gone.status()).toBe(401);
    });
  });
}
