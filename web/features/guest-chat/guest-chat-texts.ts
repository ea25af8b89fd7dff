import { plural } from "../../../domain/archive/archive.ts";
import { PAID_GUEST_CHAT_KEEP_DAYS } from "../../../domain/chat/chat.ts";

const keepDays = `${PAID_GUEST_CHAT_KEEP_DAYS} ${plural(PAID_GUEST_CHAT_KEEP_DAYS, "день", "дня", "дней")}`;

/** Texts only the guest screens show; the shared ones live in domain/chat.ts. */
export const GUEST_CHAT_TEXTS = {
  dialogTitle: "Чат с юристом",
  quickTitle: "Задать вопрос юристу",
  quickLead: "Оставьте телефон или email и опишите вопрос — юрист ответит прямо в чате.",
  contactLead: "Оставьте контакты — юрист ответит в чате и свяжется удобным для вас способом.",
  contactMethod: "Способ связи",
  phone: "Телефон",
  email: "Email",
  yourPhone: "Ваш телефон",
  yourEmail: "Ваш email",
  emailPlaceholder: "name@example.ru",
  question: "Ваш вопрос",
  questionPlaceholder: "Кратко опишите ситуацию и что нужно сделать",
  additionalInfo: "Дополнительная информация",
  preferredTime: "Удобное время для связи",
  communicationMethod: "Предпочтительный способ связи",
  startChat: "Начать чат",
  cancel: "Отмена",
  guestLabel: "Гость",
  register: "Зарегистрироваться",
  login: "Войти",
  deletesAt: (when: string) => `Чат будет удалён ${when} (МСК).`,
  /** What a paid chat keeps and how long (server/modules/chat/guest-retention.ts). */
  paidKept: `Чат оплачен: переписка и файлы сохранятся, пока юрист готовит документы, и ещё ${keepDays} после того, как документы станут доступны для скачивания.`,
  pay: "Оплатить",
  documentsTitle: "Документы готовы — скачайте их",
  documentsDeadline: (when: string) =>
    `Скачайте документы до ${when} (МСК): после этого гостевой чат, переписка и все файлы будут удалены безвозвратно.`,
  downloadAll: "Скачать всё",
  keepByRegistering:
    "Зарегистрируйтесь — чат, файлы и оплата перейдут в ваш личный кабинет и не будут удалены.",
  registerAndKeep: "Зарегистрироваться и сохранить чат",
  redirecting: "Переходим на главную страницу...",
  contactModalTitle: "Как с вами связаться?",
  contactModalLead:
    "Перед первым сообщением укажите телефон или email — так юрист сможет ответить, даже если вы закроете страницу.",
  save: "Сохранить",
  loading: "Загрузка чата...",
} as const;
