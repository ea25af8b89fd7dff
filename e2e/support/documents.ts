import type { Page } from "@playwright/test";
import { DOCUMENT_TEMPLATE_TEXTS } from "../../domain/document-templates/document-templates.ts";
import { EXECUTOR_CHAT_TEXTS } from "../../web/features/chat/chat-texts.ts";
import { isPhone } from "./back-office.ts";

/** «Сформировать документ»: the toolbar's button on a desktop, the «Действия» menu on a phone. */
export async function openGenerate(page: Page) {
  const view = page.getByTestId("chat-view");
  if (isPhone(page)) {
    await view.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.actionsMenu }).click();
    await page.getByRole("menuitem", { name: DOCUMENT_TEMPLATE_TEXTS.generate }).click();
  } else {
    await view
      .getByRole("toolbar", { name: EXECUTOR_CHAT_TEXTS.actionsLabel })
      .getByRole("button", { name: DOCUMENT_TEMPLATE_TEXTS.generate })
      .click();
  }
}
