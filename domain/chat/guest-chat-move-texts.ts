/** What the screens and the mail say about a guest's chats joining an account (issue 44 §3). */
import { MAX_HELD_GUEST_CHATS } from "./guest-chat-move.ts";

export const GUEST_CHAT_MOVE_TEXTS = {
  tooMany: `Не больше ${MAX_HELD_GUEST_CHATS} гостевых чатов за один раз`,
  /** A signed-in client opening a guest chat they hold. */
  moveTitle: "Это ваш гостевой чат",
  moveLead:
    "Вы вошли в личный кабинет. Перенесите чат туда — переписка, файлы и оплата сохранятся и не будут удалены.",
  moveButton: "Перенести в мой кабинет",
  moveFailed: "Не удалось перенести чат. Попробуйте ещё раз.",
  /** The cabinet opened from the mailed link. */
  claimTitle: "Перенос гостевых чатов",
  claimLead:
    "Гостевые чаты, в которых указан ваш e-mail, перейдут в ваш личный кабинет вместе с файлами и оплатами.",
  claimButton: "Перенести в мой кабинет",
  claimed: (count: number) =>
    count === 0
      ? "Гостевых чатов с вашим e-mail не осталось: возможно, они уже в кабинете."
      : `Готово: ${count === 1 ? "чат перенесён" : `перенесено чатов — ${count}`} в ваш личный кабинет.`,
  claimInvalid:
    "Ссылка недействительна или устарела, или вы вошли в другой аккаунт. Войдите в аккаунт, для которого пришло письмо: при входе мы пришлём новую ссылку.",
  claimFailed: "Не удалось перенести чаты",
  mailSubject: (siteName: string) => `${siteName}: перенесите гостевые чаты в личный кабинет`,
  mailGreeting: (name: string) => `Здравствуйте, ${name}!`,
  mailBody:
    "В гостевых чатах на нашем сайте указан этот e-mail. Чтобы переписка, файлы и оплаты хранились в вашем личном кабинете, откройте ссылку — она действует 24 часа:",
  mailButton: "Перенести чаты в кабинет",
  mailIgnore:
    "Если вы не писали нам как гость, просто проигнорируйте это письмо: без перехода по ссылке ничего не изменится.",
} as const;
