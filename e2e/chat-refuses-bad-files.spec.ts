import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CHAT_TEXTS } from "../domain/chat/chat.ts";
import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import { FILE_TEXTS, MAX_FILE_BYTES } from "../domain/chat/files.ts";
import { CHAT_UI_TEXTS } from "../web/features/chat/chat-texts.ts";
import type { GuestContact } from "../web/features/guest-chat/guest-contact-storage.ts";
import { composer, messageLog, uniqueTag, waitForPushChannel } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/** The first bytes of a Windows program: «MZ», the DOS stub's message, zero padding. */
function exeBytes(): Buffer {
  const header = Buffer.alloc(512);
  header.write("MZ", 0, "latin1");
  header.writeUInt32LE(0x80, 0x3c);
  header.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  header.write("PE\0\0", 0x80, "latin1");
  return header;
}

test("[guest] a file over 10 MB and a program dressed as a PDF are refused", async ({ page }) => {
  // A 10 MB file built, picked and refused, then two sends: about 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const phone = "+7 (903) 111-22-33";
  const text = `Вот скан паспорта, проверьте. #${tag}`;

  const services = await getJson<Service[]>(page, "/api/services");
  const service = services[0];
  if (!service) throw new Error("the demo catalogue is empty");
  const created = await page.request.post("/api/guest/chat/sessions", {
    data: {
      service_id: String(service.id),
      guest_name: `Гость с файлами ${tag}`,
      guest_phone: phone,
      preferred_contact_time: "any",
      communication_method: "phone",
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as ChatSession;

  // The contact form remembers the phone in this browser (guest-contact-storage.ts); so do we.
  await page.goto("/");
  const contact: GuestContact = { method: "phone", value: phone };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `guestChatContact:${session.id}`,
    value: JSON.stringify(contact),
  });

  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`/${session.id}/messages`)) {
      sends.push(request.url());
    }
  });
  const pushed = waitForPushChannel(page);
  await page.goto(`/guest-chat/${session.id}`);
  await pushed;
  await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const box = composer(page);
  const log = messageLog(page);
  await expect(log).toContainText(CHAT_UI_TEXTS.noMessages);

  await test.step("a file of 10 MB + 1 byte is refused before any upload", async () => {
    const name = `skan-${tag}.pdf`;
    const buffer = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    buffer.write("%PDF-1.4\n", 0, "latin1");
    await box.files.setInputFiles({ name, mimeType: "application/pdf", buffer });

    await expect(
      page.getByRole("alert").filter({ hasText: FILE_TEXTS.tooLarge([name]) }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: CHAT_UI_TEXTS.removeFile(name) })).toHaveCount(0);
    // Nothing to send: no text and no accepted file.
    await expect(box.send).toBeDisabled();
    expect(sends).toEqual([]);
  });

  await test.step("a program named scan.pdf passes the picker but the server refuses it", async () => {
    await box.text.fill(text);
    await box.files.setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: exeBytes(),
    });
    // The picker takes it (a .pdf by name) and drops the earlier size warning.
    await expect(
      page.getByRole("group", { name: "Выбранные файлы" }).getByRole("button", {
        name: CHAT_UI_TEXTS.removeFile("scan.pdf"),
      }),
    ).toBeVisible();
    await expect(page.getByText(FILE_TEXTS.tooLarge([`skan-${tag}.pdf`]))).toHaveCount(0);

    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        response.url().endsWith(`/${session.id}/messages`),
    );
    await box.send.click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toBe(
      FILE_TEXTS.disguised("scan.pdf"),
    );

    const failure = page.getByRole("alert").filter({ hasText: CHAT_TEXTS.guestSendFailed });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(FILE_TEXTS.disguised("scan.pdf"));
  });

  await test.step("the typed text and the file stay; the chat has no new message", async () => {
    await expect(box.text).toHaveValue(text);
    await expect(
      page.getByRole("button", { name: CHAT_UI_TEXTS.removeFile("scan.pdf") }),
    ).toBeVisible();
    await expect(log.getByTestId("chat-message")).toHaveCount(0);
    await expect(log).toContainText(CHAT_UI_TEXTS.noMessages);
    const messages = await getJson<unknown[]>(
      page,
      `/api/guest/chat/sessions/${session.id}/messages`,
    );
    expect(messages).toEqual([]);
    expect(sends).toHaveLength(1);
  });

  await test.step("without the refused file the same text goes through", async () => {
    // The file's remove button is reachable from the keyboard.
    const remove = page.getByRole("button", { name: CHAT_UI_TEXTS.removeFile("scan.pdf") });
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(remove).toHaveCount(0);
    await box.send.click();
    await expect(log.getByTestId("chat-message")).toHaveCount(1);
    await expect(log.getByTestId("chat-message")).toContainText(text);
    await expect(box.text).toHaveValue("");
    await expect(
      page.getByRole("alert").filter({ hasText: CHAT_TEXTS.guestSendFailed }),
    ).toHaveCount(0);
  });
});
