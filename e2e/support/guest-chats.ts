import type { Page } from "@playwright/test";
import type { ChatSession } from "../../domain/chat/chat-schemas.ts";
import { expect } from "./fixtures.ts";

/** What a guest gives in the contact form. */
export interface GuestContact {
  name: string;
  email: string;
  phone: string;
}

/** A guest chat about `serviceId`, made as the contact form posts it (the form has its own spec). */
export async function createGuestChat(
  page: Page,
  serviceId: number,
  guest: GuestContact,
): Promise<string> {
  const created = await page.request.post("/api/guest/chat/sessions", {
    data: {
      service_id: String(serviceId),
      guest_name: guest.name,
      guest_phone: guest.phone,
      guest_email: guest.email,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as ChatSession).id;
}

/**
 * The chat made and opened in this browser with the contact the page keeps, as the form leaves
 * it: what makes the browser remember the chat and the guest's details (a later payment, a
 * sign-up that takes the chat along).
 */
export async function openGuestChat(
  page: Page,
  serviceId: number,
  guest: GuestContact,
): Promise<string> {
  const chatId = await createGuestChat(page, serviceId, guest);
  await page.goto("/");
  await page.evaluate(
    ([id, email]) =>
      localStorage.setItem(
        `guestChatContact:${id}`,
        JSON.stringify({ method: "email", value: email }),
      ),
    [chatId, guest.email],
  );
  await page.goto(`/guest-chat/${chatId}`);
  await expect(page.getByTestId("guest-chat")).toBeVisible();
  return chatId;
}
