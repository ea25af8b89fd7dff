import { INTAKE_TYPE_LABELS, INTAKE_TEXTS as T } from "../domain/intake/intake.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { CONTACT_FIELD_TEXTS } from "../web/ui/contact-fields-texts.ts";
import {
  createOwnService,
  expectAccessible,
  openCabinetTab,
  removeOwnService,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { sessionIdOf, uniqueTag } from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Issue 31 §1: the lawyer builds a service's intake form in «Услуги»; a guest answers it in the
 * contact form and a signed-in client on the chat page before the chat starts; both sides see
 * the answers pinned at the top of the chat.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[executor, guest, client] the intake form from the builder to the pinned answers (${screen})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const tag = uniqueTag();
      const title = `Взыскание долга по расписке ${tag}`;
      const lawyer = await signInExecutor(page);
      // A service of this test alone: other specs start chats for the demo services without forms.
      const service = await createOwnService(page, lawyer, {
        title,
        description: "Подготовим иск о взыскании долга по расписке и проценты.",
        tooltip: "Иск по расписке",
        base_price: 5000,
      });

      try {
        await test.step("the lawyer builds the form in «Услуги»", async () => {
          await page.goto("/executor-dashboard");
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.services);
          const row = page.locator(
            `[data-testid=executor-service][data-service-id="${service.id}"]`,
          );
          await row.getByRole("button", { name: T.openOf(title) }).click();
          const dialog = page.getByRole("dialog", { name: T.builderTitle(title) });
          await expect(dialog.getByText(T.builderEmpty)).toBeVisible();

          const editors = dialog.getByTestId("intake-field-editor");
          await dialog.getByRole("button", { name: T.addField }).click();
          await editors.nth(0).getByRole("textbox", { name: T.label }).fill("ФИО");
          await editors.nth(0).getByRole("textbox", { name: T.key }).fill("full_name");
          await editors.nth(0).getByRole("checkbox", { name: T.required }).check();

          await dialog.getByRole("button", { name: T.addField }).click();
          await editors.nth(1).getByRole("textbox", { name: T.label }).fill("Суд");
          await editors.nth(1).getByRole("textbox", { name: T.key }).fill("court");
          await editors
            .nth(1)
            .getByRole("combobox", { name: T.type })
            .selectOption({ label: INTAKE_TYPE_LABELS.select });
          await editors.nth(1).getByRole("checkbox", { name: T.required }).check();
          // A list without choices is refused with the server's own words.
          await dialog.getByRole("button", { name: T.save }).click();
          await expect(dialog.getByRole("alert")).toHaveText(T.optionsRequired("Суд"));
          await editors
            .nth(1)
            .getByRole("textbox", { name: T.options })
            .fill("Мировой\nРайонный\nАрбитражный");

          await dialog.getByRole("button", { name: T.addField }).click();
          await editors.nth(2).getByRole("textbox", { name: T.label }).fill("Сумма долга, ₽");
          await editors.nth(2).getByRole("textbox", { name: T.key }).fill("debt");
          await editors
            .nth(2)
            .getByRole("combobox", { name: T.type })
            .selectOption({ label: INTAKE_TYPE_LABELS.number });
          // The amount is asked first: moved up twice.
          await editors
            .nth(2)
            .getByRole("button", { name: T.moveUp("Сумма долга, ₽") })
            .click();
          await editors
            .nth(1)
            .getByRole("button", { name: T.moveUp("Сумма долга, ₽") })
            .click();
          await expectAccessible(page, "[role=dialog]");
          await dialog.getByRole("button", { name: T.save }).click();
          await expect(dialog).toBeHidden();
          await expect(page.getByText(T.saved)).toBeVisible();
          await expect(row.getByRole("button", { name: T.openOf(title) })).toContainText("3");

          const form = await page.request.get(`/api/services/${service.id}/intake`);
          expect(
            ((await form.json()) as { fields: { key: string }[] }).fields.map((f) => f.key),
          ).toEqual(["debt", "full_name", "court"]);
        });

        const guestContext = await browser.newContext({ baseURL, viewport });
        const guest = await guestContext.newPage();
        let guestChatId = "";
        await test.step("a guest answers it in the contact form; the chat shows the answers", async () => {
          await guest.goto(`/services/${service.id}`);
          await guest.getByRole("button", { name: "Написать в чат" }).first().click();
          const dialog = guest.getByRole("dialog", { name: GUEST_CHAT_TEXTS.dialogTitle });
          await expect(dialog.getByTestId("intake-fields")).toBeVisible();
          await dialog
            .getByRole("textbox", { name: CONTACT_FIELD_TEXTS.name })
            .fill(`Гость ${tag}`);
          await dialog
            .getByRole("textbox", { name: CONTACT_FIELD_TEXTS.phone, exact: true })
            .fill("+7 (916) 555-12-34");
          await dialog.getByRole("checkbox", { name: /Я согласен/ }).check();
          await dialog.getByRole("textbox", { name: "Сумма долга, ₽" }).fill("много");
          await dialog.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();
          await expect(dialog.getByText(T.notNumber("Сумма долга, ₽"))).toBeVisible();
          await expect(dialog.getByText(T.fieldRequired("ФИО"))).toBeVisible();
          await expect(dialog.getByText(T.fieldRequired("Суд"))).toBeVisible();
          await expectAccessible(guest, "[role=dialog]");
          await expect(guest).toHaveURL(new RegExp(`/services/${service.id}$`));

          await dialog.getByRole("textbox", { name: "Сумма долга, ₽" }).fill("150 000");
          await dialog.getByRole("textbox", { name: "ФИО" }).fill("Иванов Иван Иванович");
          await dialog.getByRole("combobox", { name: "Суд" }).click();
          await guest.getByRole("option", { name: "Районный" }).click();
          await dialog.getByRole("button", { name: GUEST_CHAT_TEXTS.startChat }).click();
          await expect(guest).toHaveURL(/\/guest-chat\/[0-9a-f-]{36}$/);
          guestChatId = sessionIdOf(guest);
          const pinned = guest.getByRole("region", { name: T.pinnedTitle });
          await expect(pinned).toContainText("Сумма долга, ₽: 150000");
          await expect(pinned).toContainText("ФИО: Иванов Иван Иванович");
          await expect(pinned).toContainText("Суд: Районный");
          await expectAccessible(guest);
        });
        await guestContext.close();

        await test.step("the lawyer sees the answers pinned in the chat", async () => {
          await page.goto(`/executor-dashboard?chat=${guestChatId}`);
          const view = page.getByTestId("chat-view");
          await expect(view).toHaveAttribute("data-session-id", guestChatId);
          const pinned = view.getByRole("region", { name: T.pinnedTitle });
          await expect(pinned).toContainText("ФИО: Иванов Иван Иванович");
          await expect(pinned).toContainText("Суд: Районный");
        });

        await test.step("a signed-in client fills it on the chat page before the chat starts", async () => {
          const clientContext = await browser.newContext({ baseURL, viewport });
          const client = await clientContext.newPage();
          const account = await createClient(client, "individual", `Клиент Анкетный ${tag}`);
          await signInWithToken(client, account.token, account.email);
          await client.goto(`/chat/${service.id}`);
          const heading = client.getByRole("heading", { level: 1, name: T.formTitle });
          await expect(heading).toBeVisible();
          await client.getByRole("textbox", { name: "ФИО" }).fill("Петров Пётр");
          await client.getByRole("button", { name: T.start }).click();
          await expect(client.getByText(T.fieldRequired("Суд"))).toBeVisible();
          await client.getByRole("combobox", { name: "Суд" }).click();
          await client.getByRole("option", { name: "Мировой" }).click();
          await expectAccessible(client);
          await client.getByRole("button", { name: T.start }).click();
          await expect(client).toHaveURL(
            new RegExp(`/chat/${service.id}\\?sessionId=[0-9a-f-]{36}$`),
          );
          const pinned = client.getByRole("region", { name: T.pinnedTitle });
          await expect(pinned).toContainText("ФИО: Петров Пётр");
          await expect(pinned).toContainText("Суд: Мировой");
          // Coming back to the service opens the same chat, without the form again.
          await client.goto(`/chat/${service.id}`);
          await expect(client).toHaveURL(
            new RegExp(`/chat/${service.id}\\?sessionId=[0-9a-f-]{36}$`),
          );
          await expect(client.getByRole("region", { name: T.pinnedTitle })).toBeVisible();
          await clientContext.close();
        });
      } finally {
        await removeOwnService(page, lawyer, service);
      }
    });
  });
}
