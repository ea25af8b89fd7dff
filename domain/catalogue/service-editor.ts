/**
 * The executor's catalogue editor (spec 3 §2, §5, §8; issue 10 §2): limits, the form's categories,
 * the Russian texts of the tab and of the API's refusals, and the checks the form and the server
 * both make. The server's zod schemas (service-editor-schemas.ts) use the same texts.
 */
import { formatRoubles } from "../money.ts";
import { RECOMMENDATIONS_MAX, type ServiceCategory } from "./services.ts";

export const SERVICE_PRICE_MIN = 100;
export const SERVICE_PRICE_STEP = 100;
/** Far above any real price, well inside the kopecks column (int4). */
export const SERVICE_PRICE_MAX = 10_000_000;
export const SERVICE_TITLE_MAX = 150;
export const SERVICE_TOOLTIP_MAX = 300;
export const SERVICE_DESCRIPTION_MAX = 3000;
/** Recommendations one call may add (the picker's limit, spec 3 §5). */
export const RECOMMENDATIONS_PER_CALL_MAX = 5;

/** The form's nine categories in the order of spec 3 §5; the first is the default. */
export const SERVICE_FORM_CATEGORIES = [
  "services",
  "litigation",
  "contracts",
  "consultation",
  "claims",
  "auto",
  "bankruptcy",
  "family",
  "labor",
] as const satisfies readonly ServiceCategory[];
export const DEFAULT_SERVICE_CATEGORY: ServiceCategory = "services";

/** The catalogue's order, moved on screen and saved by one button (spec 3 §2, §4, §8): both tabs. */
export const CATALOGUE_ORDER_TEXTS = {
  changed: "Порядок изменен",
  changedHint: "Новый порядок увидят посетители сайта после сохранения.",
  save: "Сохранить порядок",
  failed: "Ошибка сохранения порядка услуг",
  unknownError: "Неизвестная ошибка",
} as const;

export const SERVICE_EDITOR_TEXTS = {
  // Validation (the server answers these as `detail`, the form shows them under the field).
  titleRequired: "Введите название услуги",
  titleTooLong: `Название не длиннее ${SERVICE_TITLE_MAX} символов`,
  descriptionRequired: "Введите описание услуги",
  descriptionTooLong: `Описание не длиннее ${SERVICE_DESCRIPTION_MAX} символов`,
  tooltipRequired: "Введите подсказку к услуге",
  tooltipTooLong: `Подсказка не длиннее ${SERVICE_TOOLTIP_MAX} символов`,
  priceRequired: "Укажите цену числом",
  priceTooLow: `Минимальная цена — ${SERVICE_PRICE_MIN} ₽`,
  priceStep: `Цена должна быть кратна ${SERVICE_PRICE_STEP} ₽`,
  priceTooHigh: `Цена не больше ${formatRoubles(SERVICE_PRICE_MAX)} ₽`,
  categoryInvalid: "Выберите категорию из списка",
  priceFromInvalid: "Отметка «Цена от» должна быть да или нет",
  isActiveInvalid: "Признак активности должен быть да или нет",
  nothingToChange: "Нет данных для изменения услуги",
  // Order
  orderRequired: "Передайте порядок всех услуг",
  orderDuplicateService: "Услуга указана в порядке дважды",
  orderDuplicatePosition: "Позиции услуг в порядке не должны повторяться",
  orderNegativePosition: "Позиция услуги не может быть отрицательной",
  orderStale:
    "Список услуг изменился: его только что изменил другой исполнитель. Обновите страницу и сохраните порядок снова.",
  orderAuditTitle: "Порядок услуг",
  // Recommendations (the first three are spec 3 §5's alerts)
  recommendationsNone: "Пожалуйста, выберите хотя бы одну услугу",
  recommendationsPerCall: `Можно добавить максимум ${RECOMMENDATIONS_PER_CALL_MAX} услуг за раз`,
  recommendationsTotal: (current: number, adding: number) =>
    `Можно иметь максимум ${RECOMMENDATIONS_MAX} рекомендуемых услуг. Сейчас у вас ${current}, вы пытаетесь добавить ${adding}.`,
  recommendationSelf: "Услуга не может рекомендовать саму себя",
  recommendationDuplicate: "Услуги в списке повторяются",
  recommendationAlready: (title: string) => `Услуга «${title}» уже в рекомендациях`,
  recommendationUnknown: "Рекомендуемая услуга не найдена",
  serviceIdInvalid: "Некорректный идентификатор услуги",
  recommendationNotLinked: "Эта услуга не в рекомендациях",
  // API answers
  deleted: "Услуга удалена",
  recommendationsAdded: "Рекомендации добавлены",
  recommendationRemoved: "Рекомендация удалена",
  // The tab (spec 3 §2, §8)
  loading: "Загрузка услуг...",
  loadFailed: "Ошибка загрузки услуг",
  empty: "Нет созданных услуг. Добавьте первую услугу!",
  add: "Добавить услугу",
  createTitle: "Новая услуга",
  editTitle: "Редактирование услуги",
  create: "Создать",
  save: "Сохранить",
  edit: "Изменить",
  delete: "Удалить",
  activate: "Активировать",
  deactivate: "Деактивировать",
  recommendations: "Рекомендации",
  moveUp: (title: string) => `Поднять «${title}» выше`,
  moveDown: (title: string) => `Опустить «${title}» ниже`,
  editOf: (title: string) => `Изменить «${title}»`,
  deleteOf: (title: string) => `Удалить «${title}»`,
  activateOf: (title: string) => `Активировать «${title}»`,
  deactivateOf: (title: string) => `Деактивировать «${title}»`,
  recommendationsOf: (title: string) => `Рекомендации к «${title}»`,
  active: "Активна",
  inactive: "Неактивна",
  listLabel: "Услуги каталога",
  // Form fields
  titleLabel: "Название",
  descriptionLabel: "Описание",
  tooltipLabel: "Подсказка",
  tooltipHint: "Короткий текст, который появляется при наведении на услугу",
  priceLabel: "Цена, ₽",
  priceHint: `Не меньше ${SERVICE_PRICE_MIN} ₽, шаг ${SERVICE_PRICE_STEP} ₽`,
  /** An auto-lawyer service's price follows its two prices (server: auto-lawyer-pricing.ts). */
  autoLawyerPriceHint: "Цена услуги автоюриста задаётся во вкладке «Автоюрист»",
  newAutoLawyerPriceHint:
    "Станет ценой «удаленно»; цену «под ключ» можно добавить во вкладке «Автоюрист»",
  categoryLabel: "Категория",
  priceFromLabel: "Цена «от» (перед ценой пишется «От»)",
  // Confirmations
  deleteConfirmTitle: "Удалить услугу?",
  deleteConfirmText: (title: string) =>
    `Услуга «${title}» исчезнет из каталога и из этого списка. Чаты, платежи и покупки по ней сохранятся.`,
  deactivateConfirmTitle: "Деактивировать услугу?",
  deactivateConfirmText: (title: string) =>
    `Услуга «${title}» скроется с сайта. Её можно будет снова активировать.`,
  activateConfirmTitle: "Активировать услугу?",
  activateConfirmText: (title: string) => `Услуга «${title}» снова появится в каталоге на сайте.`,
  // Outcomes (spec 3 §8 for the failures)
  created: "Услуга создана",
  updated: "Услуга обновлена",
  activated: "Услуга активирована",
  deactivated: "Услуга деактивирована",
  orderSaved: "Порядок услуг сохранен",
  createFailed: "Ошибка создания услуги",
  updateFailed: "Ошибка обновления услуги",
  deleteFailed: (detail: string) => `Ошибка удаления услуги: ${detail}`,
  deactivateFailed: (detail: string) => `Ошибка деактивации услуги: ${detail}`,
  activateFailed: (detail: string) => `Ошибка активации услуги: ${detail}`,
  // Recommendations modal (spec 3 §2, §8)
  recommendationsTitle: (title: string) => `Рекомендации: ${title}`,
  recommendationsCurrent: "Сейчас рекомендуются",
  recommendationsNoneYet: "Рекомендаций пока нет",
  recommendationsLimit: `Не больше ${RECOMMENDATIONS_MAX} рекомендуемых услуг`,
  recommendationsPicker: "Добавить услуги",
  recommendationsNoCandidates: "Больше нечего добавить: все услуги уже в рекомендациях",
  recommendationsAdd: "Добавить выбранные",
  recommendationRemove: (title: string) => `Убрать «${title}» из рекомендаций`,
  recommendationRemoveConfirm: (title: string) => `Убрать «${title}» из рекомендаций?`,
  remove: "Убрать",
  keep: "Оставить",
  recommendationsLoadFailed: "Ошибка загрузки рекомендуемых услуг",
  recommendationsAddFailed: (detail: string) => `Ошибка добавления рекомендаций: ${detail}`,
  recommendationRemoveFailed: "Ошибка удаления рекомендации",
} as const;

const T = SERVICE_EDITOR_TEXTS;

/** The form's fields as the API takes them (roubles). */
export interface ServiceFormValues {
  title: string;
  description: string;
  tooltip: string;
  base_price: number;
  category: ServiceCategory;
  price_from: boolean;
  /** Working minutes to the first answer (issue 30 §4). */
  first_response_minutes: number;
  /** The receipt's VAT code; null: the receipt settings' (issue 31 §5). */
  vat_code?: number | null;
}

/** Why a text field is refused, or null. */
function textProblem(value: string, max: number, required: string, tooLong: string) {
  const trimmed = value.trim();
  if (trimmed.length === 0) return required;
  return trimmed.length > max ? tooLong : null;
}

export const titleProblem = (value: string) =>
  textProblem(value, SERVICE_TITLE_MAX, T.titleRequired, T.titleTooLong);
export const descriptionProblem = (value: string) =>
  textProblem(value, SERVICE_DESCRIPTION_MAX, T.descriptionRequired, T.descriptionTooLong);
export const tooltipProblem = (value: string) =>
  textProblem(value, SERVICE_TOOLTIP_MAX, T.tooltipRequired, T.tooltipTooLong);

/** base_price: a number, at least 100, a multiple of 100 (spec 3 §5, §9), at most the ceiling. */
export function priceProblem(value: unknown): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return T.priceRequired;
  if (value < SERVICE_PRICE_MIN) return T.priceTooLow;
  if (value % SERVICE_PRICE_STEP !== 0) return T.priceStep;
  return value > SERVICE_PRICE_MAX ? T.priceTooHigh : null;
}

/**
 * The spec's alerts of the recommendations picker, in its order: none chosen, more than five at a
 * time, more than five in total. Null when the choice may be sent.
 */
export function recommendationsProblem(current: number, adding: number): string | null {
  if (adding === 0) return T.recommendationsNone;
  if (adding > RECOMMENDATIONS_PER_CALL_MAX) return T.recommendationsPerCall;
  if (current + adding > RECOMMENDATIONS_MAX) return T.recommendationsTotal(current, adding);
  return null;
}
