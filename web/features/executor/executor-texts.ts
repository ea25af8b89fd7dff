import { ANALYTICS_TEXTS } from "../../../domain/analytics/analytics.ts";
import { ARCHIVE_TEXTS } from "../../../domain/archive/archive.ts";
import { BACKUP_CABINET_TEXTS } from "../../../domain/backups/backup-schedule-texts.ts";
import { CANNED_REPLIES_TAB_TEXTS } from "../../../domain/canned-replies/canned-replies.ts";
import type { ChatFilter } from "../../../domain/chat/chat.ts";
import { CLIENT_TEXTS } from "../../../domain/clients/clients.ts";
import { DOCUMENT_TEMPLATE_TEXTS } from "../../../domain/document-templates/document-templates.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { SEARCH_TEXTS } from "../../../domain/search/search.ts";
import { STAFF_TEXTS } from "../../../domain/staff/staff.ts";

/** Texts of the executor cabinet that only it shows (shared chat texts are in domain/chat.ts). */
export const EXECUTOR_TEXTS = {
  loading: "Загрузка кабинета исполнителя...",
  title: "Кабинет исполнителя",
  greeting: (name: string) => `Здравствуйте, ${name}`,
  admin: "Администратор",
  menuLabel: "Разделы кабинета исполнителя",
  tabs: {
    notifications: "Уведомления",
    overview: "Обзор",
    chats: "Чаты",
    search: SEARCH_TEXTS.title,
    services: "Услуги",
    reviews: "Отзывы",
    clients: CLIENT_TEXTS.title,
    corporateClients: "Корпоративные клиенты",
    analytics: ANALYTICS_TEXTS.title,
    files: ARCHIVE_TEXTS.executorTitle,
    documentTemplates: DOCUMENT_TEMPLATE_TEXTS.tab,
    tariffs: "Тарифы",
    siteDocuments: "Документы сайта",
    autoLawyer: "Автоюрист",
    articles: "Статьи",
    earnings: PAYMENT_TEXTS.earningsTitle,
    payments: PAYMENT_TEXTS.paymentsTitle,
    businessTariffs: PAYMENT_TEXTS.tariffStatsTitle,
    bookings: "Записи",
    calendar: "Календарь",
    cannedReplies: CANNED_REPLIES_TAB_TEXTS.title,
    siteSettings: "Настройки сайта",
    staff: STAFF_TEXTS.tab,
    auditLog: "Журнал изменений",
    backups: BACKUP_CABINET_TEXTS.title,
    account: "Учётная запись",
  },
  account: {
    signedInAs: "Вы вошли как",
    roles: { executor: "юрист", admin: "администратор" },
  },
  /** The phone's bar: the rest of the tabs sit behind this button. */
  more: "Ещё",
  moreChats: "Показать ещё",
  moreWithCurrent: (label: string) => `Ещё: ${label}`,
  tabLoading: "Загрузка раздела...",
  unreadBadge: (count: number) => `Непрочитанных: ${count}`,
  pendingReviewsBadge: (count: number) => `На модерации: ${count}`,
  // Overview
  statsLoading: "Загрузка показателей...",
  statsLoadFailed: "Не удалось загрузить показатели",
  stats: {
    active: "Активные чаты",
    unread: "Непрочитанные сообщения",
    completed: "Завершённые заказы",
    all: "Всего чатов",
  } satisfies Record<ChatFilter, string>,
  statsHint: "Открыть чаты",
  // Chats
  filterLabel: "Фильтр чатов",
  chatsLoading: "Загрузка чатов...",
  chatsLoadFailed: "Не удалось загрузить чаты",
  emptyChats: {
    all: "Чатов пока нет",
    active: "Нет активных чатов",
    unread: "Нет непрочитанных сообщений",
    completed: "Нет завершённых заказов",
  } satisfies Record<ChatFilter, string>,
  guest: "Гость",
  corporate: "Юр. лицо",
  unnamedClient: "Клиент без имени",
  noMessages: "Сообщений пока нет",
  lastActivity: "Последняя активность",
  openFullScreen: "Открыть на весь экран",
  chatListLabel: "Список чатов",
  // Delete all chats: two different questions, so a double click cannot pass both (spec 3 §9).
  deleteAll: "Удалить все чаты",
  deleteAllFirstTitle: "Удалить все чаты?",
  deleteAllFirstText:
    "Будут удалены все чаты с клиентами и гостями — вместе с сообщениями и файлами.",
  deleteAllFirstConfirm: "Да, удалить",
  deleteAllSecondTitle: "Подтвердите удаление ещё раз",
  deleteAllSecondText: "Это действие нельзя отменить. Удалить все чаты безвозвратно?",
  deleteAllSecondConfirm: "Удалить безвозвратно",
  cancel: "Отмена",
  deleteAllFailed: (detail: string) => `Ошибка при удалении чатов: ${detail}`,
} as const;
