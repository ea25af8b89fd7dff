import { CLIENT_TEXTS as T } from "../domain/clients/clients.ts";
import {
  authHeader,
  expectAccessible,
  OPEN_DIALOG,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { assignChat, openClientChat, sendAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, test } from "./support/fixtures.ts";

/**
 * Issue 13 §1: the executor finds a client in «Клиенты» (the search waits for the typing to stop)
 * and deletes them with everything of theirs, after a confirmation that says what goes and what
 * stays; the client's session is dead at once. The client's chat is the lawyer's own: another
 * lawyer's client, or one waiting in the queue, is an administrator's to erase (issue 43 §2).
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[executor] searches a client in «Клиенты» and deletes them with their data (${name})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const fullName = `Удаляемый Клиент ${tag}`;
      const client = await createClient(page, "individual", fullName);
      const chat = await openClientChat(page, client.token, 1);
      await sendAs(page, client.token, chat.id, `Вопрос клиента ${tag}`);

      const token = await signInExecutor(page);
      // A lawyer erases a client whose every chat is theirs (issue 43 §2): the demo lawyer takes
      // this one (on the shared app it may have gone to another lawyer or wait in the queue).
      const me = (await (
        await page.request.get("/api/auth/me", { headers: authHeader(token) })
      ).json()) as { id: number };
      await assignChat(page, token, chat.id, me.id);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, T.title);
      await expect(page.getByTestId("client-stat")).toHaveCount(3);
      await expect(page.getByTestId("client-stat").first()).not.toContainText("—");

      await page.getByRole("searchbox", { name: T.searchLabel }).fill(tag);
      const row = page.getByTestId("client-row").filter({ hasText: fullName });
      await expect(row).toHaveCount(1);
      await expect(page.getByTestId("client-row")).toHaveCount(1);
      await expect(row).toContainText(client.email);
      await expect(row).toContainText(T.chatsCount(1));
      await expectAccessible(page);

      await row.getByRole("button", { name: T.deleteLabel(fullName) }).click();
      const dialog = page.getByRole("dialog", { name: T.deleteTitle(fullName) });
      await expect(dialog).toBeVisible();
      for (const line of [...T.erasedList, ...T.keptList]) await expect(dialog).toContainText(line);
      await expectAccessible(page, OPEN_DIALOG);
      await dialog.getByRole("button", { name: T.deleteConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(T.deleted)).toBeVisible();
      await expect(page.getByTestId("clients-empty")).toHaveText(T.nothingFound);

      const gone = await page.request.get("/api/auth/me", { headers: authHeader(client.token) });
      expect(gone.status()).toBe(401);
    });
  });
}
