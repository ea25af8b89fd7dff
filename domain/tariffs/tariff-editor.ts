/**
 * The cabinet's tariff editor (issue 10 §6): limits, the support-hours format and texts. Apart
 * from tariffs.ts so the public pages never load them.
 */
import { formatRoubles } from "../money.ts";
import { PAYMENT_AMOUNT_MAX } from "../payments/payments.ts";

const rub = (value: number) => `${formatRoubles(value)} ₽`;

/** Limits of the cabinet's tariff editor (issue 10 §6). */
export const TARIFF_LIMITS = {
  nameMax: 60,
  /** Roubles; a tariff is paid in one payment, so no more than one payment may carry. */
  priceMax: PAYMENT_AMOUNT_MAX,
  extraPriceMax: PAYMENT_AMOUNT_MAX,
  /** Every hour of a 31-day month. */
  consultationHoursMax: 744,
  documentsMax: 1000,
  taskHoursMin: 1,
  taskHoursMax: 720,
  notesMax: 10,
  noteMax: 200,
} as const;

/**
 * Support hours read «8:00 до 18:00» («Поддержка с 8:00 до 18:00 по московскому времени»):
 * H:MM or HH:MM, «до», then a later time, 24:00 at most.
 */
const SUPPORT_HOURS_PATTERN = /^(\d{1,2}):(\d{2}) до (\d{1,2}):(\d{2})$/;

/** The support hours as stored (single spaces), or null when they do not follow the format. */
export function normalizeSupportHours(text: string): string | null {
  const compact = text.trim().replace(/\s+/g, " ");
  const match = SUPPORT_HOURS_PATTERN.exec(compact);
  if (!match) return null;
  const [fromH, fromM, toH, toM] = match.slice(1).map(Number) as [number, number, number, number];
  if (fromM > 59 || toM > 59) return null;
  const from = fromH * 60 + fromM;
  const to = toH * 60 + toM;
  if (fromH > 23 || to > 24 * 60 || from >= to) return null;
  return compact;
}

/** Tariff fields that carry an optional price «оплачивается отдельно». */
export type TariffExtraPrice = "court_price" | "trip_price";
const EXTRA_PRICE_NAMES: Record<TariffExtraPrice, string> = {
  court_price: "Цена участия в заседании",
  trip_price: "Цена выезда",
};

export const TARIFF_EDITOR_TEXTS = {
  // Validation
  notFound: "Тариф не найден",
  nameRequired: "Введите название тарифа",
  nameTooLong: `Название тарифа — не длиннее ${TARIFF_LIMITS.nameMax} символов`,
  priceInvalid: "Цена тарифа — число в рублях больше 0",
  priceDecimals: "Цена тарифа — не больше двух знаков после запятой",
  priceTooLarge: `Цена тарифа — не больше ${rub(TARIFF_LIMITS.priceMax)}: больше одним платежом не оплатить`,
  supportHoursInvalid:
    "Часы поддержки — в виде «8:00 до 18:00»: время начала, «до» и более позднее время окончания (не позже 24:00)",
  consultationHoursInvalid: `Часы консультаций — целое число от 0 до ${TARIFF_LIMITS.consultationHoursMax}`,
  documentsInvalid: `Документов в месяц — целое число от 0 до ${TARIFF_LIMITS.documentsMax}`,
  taskHoursInvalid: `Срок выполнения задач — целое число часов от ${TARIFF_LIMITS.taskHoursMin} до ${TARIFF_LIMITS.taskHoursMax}`,
  extraPriceInvalid: (field: TariffExtraPrice) =>
    `${EXTRA_PRICE_NAMES[field]} — число в рублях больше 0 или пусто (не предусмотрено)`,
  extraPriceDecimals: (field: TariffExtraPrice) =>
    `${EXTRA_PRICE_NAMES[field]} — не больше двух знаков после запятой`,
  extraPriceTooLarge: (field: TariffExtraPrice) =>
    `${EXTRA_PRICE_NAMES[field]} — не больше ${rub(TARIFF_LIMITS.extraPriceMax)}`,
  notesInvalid: "Примечания — список строк",
  notesTooMany: `Не больше ${TARIFF_LIMITS.notesMax} примечаний`,
  noteBlank: "Примечание не может быть пустым",
  noteTooLong: `Примечание — не длиннее ${TARIFF_LIMITS.noteMax} символов`,
  unknownField: (names: string) => `Неизвестное поле тарифа: ${names}`,

  // The «Тарифы» tab
  lead: "Ежемесячные тарифы для бизнеса. Изменения сразу видны на главной странице и в окне тарифов; оплаченные покупки сохраняют цену, по которой их купили.",
  loading: "Загрузка тарифов...",
  loadFailed: "Не удалось загрузить тарифы",
  empty: "Тарифов пока нет",
  edit: "Изменить",
  editTitle: (name: string) => `Тариф ${name}`,
  onSite: "На сайте",
  nameLabel: "Название",
  priceLabel: "Цена в месяц, ₽",
  supportHoursLabel: "Часы поддержки",
  supportHoursHint: "Например: 8:00 до 18:00 (московское время)",
  consultationHoursLabel: "Консультации, часов в месяц",
  documentsLabel: "Документов в месяц",
  taskHoursLabel: "Срок выполнения задач, часов",
  courtPriceLabel: "Участие в судебном заседании, ₽",
  tripPriceLabel: "Выезд специалиста, ₽",
  extraPriceHint: "Пусто — не предусмотрено",
  notesLabel: "Дополнительные строки",
  notesHint: `По одной на строке, не больше ${TARIFF_LIMITS.notesMax}`,
  save: "Сохранить",
  saved: (name: string) => `Тариф ${name} сохранен`,
  saveFailed: (detail: string) => `Ошибка сохранения тарифа: ${detail}`,
  unknownError: "Неизвестная ошибка",
} as const;
