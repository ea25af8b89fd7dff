import type {
  ChatTelegramState,
  TelegramAccount,
  TelegramBotSettings,
  TelegramLink,
  UpdateTelegramAlerts,
} from "../../domain/telegram/telegram-schemas.ts";
import { apiFetch } from "./client.ts";

/** Where a chat's Telegram routes live: a signed-in client's chat, or a guest's (its id is the key). */
const chatBase = (sessionId: string, guest: boolean) =>
  `${guest ? "/guest/chat" : "/chat"}/sessions/${encodeURIComponent(sessionId)}/telegram-link`;

/** The firm's Telegram bot (issue 47). */
export const telegramApi = {
  bot: () => apiFetch<TelegramBotSettings>("/executor/telegram-bot"),
  saveBot: (token: string | null) =>
    apiFetch<TelegramBotSettings>("/executor/telegram-bot", { method: "PUT", body: { token } }),
  account: () => apiFetch<TelegramAccount>("/telegram/account"),
  link: () => apiFetch<TelegramLink>("/telegram/link", { method: "POST" }),
  unlink: () => apiFetch<null>("/telegram/link", { method: "DELETE" }),
  saveAlerts: (alerts: UpdateTelegramAlerts["alerts"]) =>
    apiFetch<TelegramAccount>("/telegram/alerts", { method: "PUT", body: { alerts } }),
  chatState: (sessionId: string, guest: boolean) =>
    apiFetch<ChatTelegramState>(chatBase(sessionId, guest)),
  chatLink: (sessionId: string, guest: boolean) =>
    apiFetch<TelegramLink>(chatBase(sessionId, guest), { method: "POST" }),
  chatUnlink: (sessionId: string, guest: boolean) =>
    apiFetch<null>(chatBase(sessionId, guest), { method: "DELETE" }),
};
