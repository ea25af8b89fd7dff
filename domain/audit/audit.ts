/**
 * The back office's audit log (issue 10 §7): what kinds of objects and acts it records, with the
 * Russian words the «Журнал изменений» tab shows. Every back-office write names one of each.
 */
export const AUDIT_ENTITY_TYPES = [
  "service",
  "recommendation",
  "auto_lawyer_service",
  "review",
  "article",
  "business_tariff",
  "site_document",
  "site_settings",
  "payment_settings",
  "trusted_client",
  "client",
  "chat",
  "staff",
  "payment",
  "document_template",
  "backup",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  service: "Услуга",
  recommendation: "Рекомендации",
  auto_lawyer_service: "Услуга автоюриста",
  review: "Отзыв",
  article: "Статья",
  business_tariff: "Бизнес-тариф",
  site_document: "Документ сайта",
  site_settings: "Настройки сайта",
  payment_settings: "Оплата",
  trusted_client: "Нам доверяют",
  client: "Клиент",
  chat: "Чаты",
  staff: "Сотрудник",
  payment: "Платёж",
  document_template: "Шаблон документа",
  backup: "Резервная копия",
};

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "reorder",
  "activate",
  "deactivate",
  "approve",
  "reject",
  "pending",
  "publish",
  "unpublish",
  "erase",
  "invite",
  "refund",
  "restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Создание",
  update: "Изменение",
  delete: "Удаление",
  reorder: "Новый порядок",
  activate: "Включение",
  deactivate: "Отключение",
  approve: "Публикация отзыва",
  reject: "Отклонение",
  pending: "Возврат на модерацию",
  publish: "Публикация",
  unpublish: "Снятие с публикации",
  erase: "Удаление клиента со всеми данными",
  invite: "Приглашение",
  refund: "Возврат",
  restore: "Восстановление из копии",
};

/**
 * Titles of the entries that name no object: an erased client is never named (decision 023),
 * the bulk chat deletion has no one object.
 */
export const AUDIT_TITLES = {
  clientErased: "Клиент удалён исполнителем",
  clientErasedSelf: "Клиент удалил свой аккаунт",
  allChats: "Все чаты",
} as const;

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_TEXTS = {
  lead: "Кто, когда и что изменил в кабинете: услуги, отзывы, статьи, тарифы, документы и настройки сайта, удаление клиентов и всех чатов. Записи нельзя изменить или удалить.",
  loading: "Загрузка журнала...",
  loadFailed: "Не удалось загрузить журнал изменений",
  empty: "Изменений пока нет",
  emptyFiltered: "Нет записей с такими условиями",
  allEntities: "Все разделы",
  allActions: "Все действия",
  entityFilter: "Раздел",
  actionFilter: "Действие",
  search: "Поиск по названию или автору",
  from: "С даты",
  to: "По дату",
  resetFilters: "Сбросить фильтры",
  when: "Когда",
  who: "Кто",
  what: "Что",
  showChanges: "Показать изменения",
  hideChanges: "Скрыть изменения",
  field: "Поле",
  before: "Было",
  after: "Стало",
  noValue: "—",
  total: (count: number) => `Записей: ${count}`,
  invalidDate: "Некорректная дата",
} as const;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry changed, in the order the object names them: every key of either snapshot
 * whose value differs (compared as JSON; a missing field and null are both "nothing"). A creation
 * lists every field `after` sets, a deletion every field `before` had.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

const AUDIT_VALUE_MAX = 300;

/** A snapshot value as one readable line: «—» for nothing, «да»/«нет», long texts cut. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return AUDIT_TEXTS.noValue;
  if (typeof value === "boolean") return value ? "да" : "нет";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX)}…` : text;
}
