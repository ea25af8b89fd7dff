import type { Locator, Page } from "@playwright/test";

/** Picks files through the file chooser the button opens, as a person does. */
export async function pickFiles(
  page: Page,
  button: Locator,
  files: Parameters<Locator["setInputFiles"]>[0],
) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(files);
}

/** A notice with this text (an earlier one with the same text may still be on screen). */
export const notice = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text }).last();
