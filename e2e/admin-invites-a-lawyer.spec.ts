import { randomBytes } from "node:crypto";
import { PASSWORD_RESET_TEXTS as P } from "../domain/mail/mail.ts";
import { STAFF_TEXTS as T } from "../domain/staff/staff.ts";
import { DEMO_ACCOUNTS, E2E_ADMIN } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  OPEN_DIALOG,
  openCabinetTab,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import {
  assignChat,
  chatCardOf,
  composer,
  getAs,
  messageLog,
  openClientChat,
  sessionAs,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";
import { mailTo } from "./support/mailbox.ts";
import { confirmNumberAtGate } from "./support/sms.ts";

/**
 * Issue 30 §1, §2: the administrator invites a lawyer from «Сотрудники»; the lawyer opens the
 * mailed link, sets a password and lands in the cabinet, and answers a chat given to them; the
 * administrator hands that chat to another lawyer from its card, sets the new lawyer's open-chat
 * limit, switches them off (their session ends at once) and on again.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[admin] invites a lawyer, who accepts; then limits and switches them off (${name})`, async ({
      page,
      browser,
    }) => {
      // Two browsers, a mail and four accessibility checks: longer than one screen's walk.
      test.setTimeout(120_000);
      const email = `lawyer-${randomBytes(4).toString("hex")}@e2e.test`;
      const fullName = `Юрист ${randomBytes(2).toString("hex")}`;
      const password = "Маяк-Пирс-Шхуна-61";
      await withOperator(page, async (token) => {
        await signInWithToken(page, token, E2E_ADMIN.email);
        await page.goto("/executor-dashboard?tab=staff");
        await openCabinetTab(page, T.tab);
        await expectAccessible(page);

        await page.getByRole("button", { name: T.invite }).click();
        const dialog = page.locator(OPEN_DIALOG);
        await expect(dialog.getByRole("heading", { name: T.inviteTitle })).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        // A client's address is refused at its field.
        await dialog.getByLabel(T.email).fill("client@demo.ru");
        await dialog.getByLabel(T.fullName).fill(fullName);
        await dialog.getByRole("button", { name: T.send }).click();
        await expect(dialog.getByText(T.clientAddress)).toBeVisible();
        await dialog.getByLabel(T.email).fill(email);
        await dialog.getByRole("button", { name: T.send }).click();
        await expect(page.getByText(T.invited(email))).toBeVisible();
        await expect(page.getByTestId("staff-invitation").filter({ hasText: email })).toBeVisible();

        // The colleague's own browser: the link from the mail, a password, the cabinet.
        const mail = await mailTo(email);
        const link = /(https?:\/\/\S+\/staff\/invite#token=[A-Za-z0-9_-]{43})/.exec(
          mail.text ?? "",
        )?.[1];
        expect(link, "the mail carries the link").toBeTruthy();
        const { pathname, hash } = new URL(link!);
        const context = await browser.newContext({ viewport });
        const lawyer = await context.newPage();
        await lawyer.goto(pathname + hash);
        await expect(lawyer.getByRole("heading", { level: 1, name: T.acceptTitle })).toBeVisible();
        await expectAccessible(lawyer);
        await lawyer.getByLabel(P.passwordLabel).fill(password);
        await lawyer.getByLabel(P.repeatLabel).fill(password);
        await lawyer.getByRole("button", { name: T.acceptSubmit }).click();
        await expect(lawyer).toHaveURL(/\/executor-dashboard/);
        // The law's identification first (issue 45 §2): a number confirmed by its code.
        await confirmNumberAtGate(lawyer);
        const lawyerToken = await lawyer.evaluate(() => localStorage.getItem("token"));
        expect(lawyerToken).toBeTruthy();

        // A client's chat is given to the new lawyer, who answers it from their cabinet.
        const client = await createClient(page, "individual", "Клиент Нового Юриста");
        const chat = await openClientChat(page, client.token, 1);
        const staff = await getAs<{ items: { id: number; email: string; full_name: string }[] }>(
          page,
          token,
          "/api/executor/staff",
        );
        const newLawyer = staff.items.find((member) => member.email === email)!;
        await assignChat(page, token, chat.id, newLawyer.id);
        await lawyer.goto(`/executor-dashboard?tab=chats&chat=${chat.id}`);
        const box = composer(lawyer);
        await box.text.fill("Здравствуйте! Я ваш юрист, посмотрю документы сегодня.");
        await box.send.click();
        await expect(
          messageLog(lawyer).getByText("Здравствуйте! Я ваш юрист, посмотрю документы сегодня."),
        ).toBeVisible();
        await expectAccessible(lawyer);
        const seen = await sessionAs(page, client.token, chat.id);
        expect(seen.executor_name).toBe(fullName);

        // The administrator hands it to the demo lawyer from the chat's card.
        const demo = staff.items.find((member) => member.email === DEMO_ACCOUNTS.executor.email)!;
        await page.goto("/executor-dashboard?tab=chats");
        const chatCard = chatCardOf(page, chat.id);
        await chatCard
          .getByRole("combobox", { name: `${T.assignTo}: ${chat.service_title}` })
          .click();
        await page.getByRole("option", { name: demo.full_name, exact: true }).click();
        await expect(page.getByText(T.assignedTo(demo.full_name))).toBeVisible();
        expect((await sessionAs(page, client.token, chat.id)).executor_name).toBe(demo.full_name);
        await page.goto("/executor-dashboard?tab=staff");
        await openCabinetTab(page, T.tab);

        // Back in the administrator's list: the lawyer works; a limit of 3.
        await page.reload();
        await openCabinetTab(page, T.tab);
        const card = page.getByTestId("staff-member").filter({ hasText: email });
        await expect(card).toContainText(T.active);
        const settings = card.getByRole("group", { name: T.settingsOf(fullName) });
        await settings.getByLabel(T.maxOpenChats).fill("3");
        await settings.getByRole("button", { name: T.save }).click();
        // New chats of other specs may already have come to the new lawyer (the least busy).
        await expect(card).toContainText(new RegExp(`${T.openChats}: \\d+ / 3`));

        // Switched off: the question first, then the lawyer's session is over at once.
        await card.getByRole("button", { name: T.switchOffOf(fullName) }).click();
        await expect(dialog.getByText(T.switchOffBody)).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await dialog.getByRole("button", { name: T.switchOff }).click();
        await expect(page.getByText(T.switchedOff(fullName))).toBeVisible();
        await expect(card).toContainText(T.inactive);
        const me = await page.request.get("/api/auth/me", { headers: authHeader(lawyerToken!) });
        expect(me.status()).toBe(401);
        await lawyer.reload();
        await expect(lawyer).toHaveURL(/\/login/);

        await card.getByRole("button", { name: T.switchOnOf(fullName) }).click();
        await expect(card).toContainText(T.active);
        await context.close();
      });
    });
  });
}
