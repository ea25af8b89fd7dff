import type { Page } from "@playwright/test";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import { GUEST_CHAT_CLAIM_PARAM } from "../domain/chat/guest-chat-move.ts";
import { GUEST_CHAT_MOVE_TEXTS as MOVE } from "../domain/chat/guest-chat-move-texts.ts";
import { PHONE_SCREEN_TEXTS } from "../domain/phone-auth/phone-auth.ts";
import { CLIENT_DASHBOARD_TEXTS } from "../web/features/dashboards/client-dashboard-texts.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { expectAccessible, isPhone, VIEWPORTS } from "./support/back-office.ts";
import { composer, messageLog, uniqueTag } from "./support/chat.ts";
import { createClient, expect, test } from "./support/fixtures.ts";
import { createGuestChat, type GuestContact, openGuestChat } from "./support/guest-chats.ts";
import { mailTo } from "./support/mailbox.ts";
import { goToSandbox, payInSandbox, paymentDialog, pricedService } from "./support/payments.ts";
import {
  enterNumberAndCode,
  formatted,
  proveNumberForRegistration,
  uniqueMobile,
} from "./support/sms.ts";

/** The header's «Регистрация» or «Вход»: in the burger menu on a phone. */
async function headerLink(page: Page, name: "Регистрация" | "Вход") {
  if (isPhone(page)) {
    await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name, exact: true }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
  }
}

async function fillRegistration(page: Page, guest: GuestContact, password: string) {
  await page.getByLabel("ФИО").fill(guest.name);
  await page.getByLabel("Email").fill(guest.email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByLabel(/^Подтверждение пароля/).fill(password);
  await page.getByRole("checkbox", { name: /Я согласен/ }).check();
}

const chatInCabinet = (page: Page, chatId: string) =>
  page.locator(`[data-testid="chat-view"][data-session-id="${chatId}"]`);

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("tab", { name: PHONE_SCREEN_TEXTS.byPassword }).click();
  await page.getByRole("button", { name: /^Физическое лицо/ }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] pays in a chat, returns to it from the catalogue, registers from the header: the chat is in the cabinet (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const guest = {
        name: `Гость Шапки ${tag}`,
        email: `header-${tag}@e2e.test`,
        phone: formatted(uniqueMobile()),
      };
      const service = await pricedService(page);
      let chatId = "";

      await test.step("the guest asks in a chat and pays there", async () => {
        chatId = await openGuestChat(page, service.id, guest);
        const box = composer(page);
        await box.text.fill(`Нужен договор #${tag}`);
        await box.send.click();
        await expect(messageLog(page)).toContainText(`#${tag}`);
        await page.getByRole("button", { name: GUEST_CHAT_TEXTS.pay }).click();
        const dialog = paymentDialog(page, service.title);
        await expect(dialog).toBeVisible();
        await goToSandbox(page, dialog, service.base_price);
        await payInSandbox(page, service.base_price);
      });

      await test.step("«Написать в чат» for the same service opens that chat, not an empty form", async () => {
        await page.goto("/services");
        const card = page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
        await card.getByTestId("order-chat").click();
        await expect(page).toHaveURL(new RegExp(`/guest-chat/${chatId}$`));
        await expect(messageLog(page)).toContainText(`#${tag}`);
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });

      await test.step("the chat's «Зарегистрироваться» fills in the guest's name, e-mail and phone", async () => {
        await page
          .getByTestId("guest-chat")
          .getByRole("link", { name: GUEST_CHAT_TEXTS.register })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`/register\\?guest_chat=${chatId}$`));
        // The phone first (issue 45 §2), then the rest.
        const main = page.getByRole("main");
        await expect(
          main.getByRole("textbox", { name: PHONE_SCREEN_TEXTS.phoneLabel }),
        ).toHaveValue(guest.phone);
        await enterNumberAndCode(
          main,
          guest.phone.replace(/[^\d+]/g, ""),
          PHONE_SCREEN_TEXTS.confirmCode,
        );
        await expect(page.getByLabel("ФИО")).toHaveValue(guest.name);
        await expect(page.getByLabel("Email")).toHaveValue(guest.email);
        await expectAccessible(page);
      });

      await test.step("registering from the header instead, with the same e-mail, keeps the chat", async () => {
        await page.goto("/");
        await headerLink(page, "Регистрация");
        await expect(page).toHaveURL(/\/register$/);
        await proveNumberForRegistration(page);
        await expect(page.getByLabel("Email")).toHaveValue("");
        await fillRegistration(page, guest, `header-${tag}-password`);
        await page.getByRole("button", { name: "Зарегистрироваться" }).click();
        await expect(page).toHaveURL(/\/dashboard/);
        await expect(page.getByText(CLIENT_DASHBOARD_TEXTS.noChatsTitle)).toHaveCount(0);
        await page.goto(`/dashboard?chat=${chatId}`);
        const chat = chatInCabinet(page, chatId);
        await expect(chat).toBeVisible();
        await expect(chat).toContainText(`#${tag}`);
        await expect(chat).toContainText("Тестовая оплата");
        await expectAccessible(page);
      });
    });

    test(`[guest] signs in with «Войти» in a chat, comes back to it and moves it to the cabinet (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const client = await createClient(page, "individual", `Клиент ${tag}`);
      // The chat gave another address: it does not join by itself, the client is asked.
      const guest = {
        name: `Клиент ${tag}`,
        email: `other-${tag}@e2e.test`,
        phone: "+7 (900) 321-54-77",
      };
      const service = await pricedService(page);
      const chatId = await openGuestChat(page, service.id, guest);

      await page
        .getByTestId("guest-chat-warning")
        .getByRole("link", { name: GUEST_CHAT_TEXTS.login })
        .click();
      await expect(page).toHaveURL(/\/login/);
      await signIn(page, client.email, client.password);
      await expect(page).toHaveURL(new RegExp(`/guest-chat/${chatId}$`));
      const offer = page.getByTestId("guest-move-offer");
      await expect(offer).toContainText(MOVE.moveTitle);
      await expectAccessible(page);

      await offer.getByRole("button", { name: MOVE.moveButton }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard\\?chat=${chatId}$`));
      await expect(chatInCabinet(page, chatId)).toBeVisible();
      // The guest address of that chat answers no more; opening it leads to the cabinet.
      await page.goto(`/guest-chat/${chatId}`);
      await expect(page).toHaveURL(new RegExp(`/dashboard\\?chat=${chatId}$`));
    });

    test(`[guest] a chat opened on another device joins through the link mailed to the account (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const guest = {
        name: `Гость Двух Устройств ${tag}`,
        email: `two-devices-${tag}@e2e.test`,
        phone: "+7 (900) 321-54-78",
      };
      const service = await pricedService(page);
      // Opened elsewhere: this browser does not hold the chat.
      const chatId = await createGuestChat(page, service.id, guest);

      const password = `two-devices-${tag}-password`;
      await page.goto("/register");
      await proveNumberForRegistration(page);
      await fillRegistration(page, guest, password);
      await page.getByRole("button", { name: "Зарегистрироваться" }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(page.getByText(CLIENT_DASHBOARD_TEXTS.noChatsTitle)).toBeVisible();

      const mail = await mailTo(guest.email, (m) =>
        (m.text ?? "").includes(`#${GUEST_CHAT_CLAIM_PARAM}=`),
      );
      const link = new RegExp(
        `(https?://\\S+/dashboard#${GUEST_CHAT_CLAIM_PARAM}=[A-Za-z0-9_-]{43})`,
      ).exec(mail.text ?? "")?.[1];
      expect(link, "the mail carries the link").toBeTruthy();
      const { pathname, hash } = new URL(link!);
      // Opened from the mail on a device signed out: the login leads back to the link.
      await page.evaluate(() => localStorage.removeItem("token"));
      await page.goto("/");
      await page.goto(pathname + hash);
      await expect(page).toHaveURL(/\/login/);
      await signIn(page, guest.email, password);
      const claim = page.getByTestId("guest-chat-claim");
      await expect(claim).toContainText(MOVE.claimTitle);
      await expectAccessible(page);
      await claim.getByRole("button", { name: MOVE.claimButton }).click();
      await expect(page.getByRole("status").filter({ hasText: MOVE.claimed(1) })).toBeVisible();
      // The used link is gone from the address.
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`/dashboard?chat=${chatId}`);
      await expect(chatInCabinet(page, chatId)).toBeVisible();
    });
  });
}
