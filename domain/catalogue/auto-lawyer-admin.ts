import { formatRoubles } from "../money.ts";
import { autoLawyerChatPrice, PRICE_TEXTS } from "./services.ts";

/**
 * The executor's auto-lawyer services (issue 10 §3, spec 3 §3): limits, texts and the rules that
 * tie an auto-lawyer service to its row in the catalogue. Server and web import them from here.
 */
export const AUTO_LAWYER_TITLE_MAX = 200;
export const AUTO_LAWYER_DESCRIPTION_MAX = 2000;
/** Roubles; fits the catalogue's integer kopecks with room to spare. */
export const AUTO_LAWYER_PRICE_MAX = 10_000_000;

/** The two prices of an auto-lawyer service, by their API field. */
export const AUTO_LAWYER_PRICE_FIELDS = ["price_full_service", "price_remote"] as const;
export type AutoLawyerPriceField = (typeof AUTO_LAWYER_PRICE_FIELDS)[number];

export const AUTO_LAWYER_PRICE_LABELS: Record<AutoLawyerPriceField, string> = {
  price_full_service: "Цена «под ключ», ₽",
  price_remote: "Цена «удаленно», ₽",
};

/** What a price error names: «Цена «под ключ»». */
const priceName = (field: AutoLawyerPriceField) =>
  field === "price_full_service" ? "Цена «под ключ»" : "Цена «удаленно»";

const maxPrice = formatRoubles(AUTO_LAWYER_PRICE_MAX);

export const AUTO_LAWYER_ADMIN_TEXTS = {
  // Validation (server answers and form errors alike)
  titleRequired: "Введите название услуги",
  titleTooLong: `Название — не длиннее ${AUTO_LAWYER_TITLE_MAX} символов`,
  descriptionInvalid: `Описание — текст не длиннее ${AUTO_LAWYER_DESCRIPTION_MAX} символов`,
  flagInvalid: "Флажки формы — только да или нет",
  unknownField: (names: string) => `Неизвестное поле формы: ${names}`,
  priceInvalid: (field: AutoLawyerPriceField) =>
    `${priceName(field)} — число в рублях или пусто («Не указано»)`,
  priceNegative: (field: AutoLawyerPriceField) => `${priceName(field)} не может быть меньше 0`,
  priceDecimals: (field: AutoLawyerPriceField) =>
    `${priceName(field)} — не больше двух знаков после запятой`,
  priceTooLarge: (field: AutoLawyerPriceField) => `${priceName(field)} — не больше ${maxPrice} ₽`,
  notFound: "Услуга автоюриста не найдена",
  orderInvalid: "Передайте порядок услуг: service_id и sort_order каждой",
  orderDuplicatePosition: "У двух услуг одинаковое место в порядке",
  orderChanged:
    "Список изменился: пока вы меняли порядок, услуги автоюриста добавили или удалили. Обновите список и сохраните порядок снова.",

  // The tab
  lead: "Услуги автоюриста на странице /auto-lawyer и в плавающем виджете. Отключённые и скрытые цены на сайте не видны.",
  loading: "Загрузка услуг автоюриста...",
  loadFailed: "Не удалось загрузить услуги автоюриста",
  empty: "Услуг автоюриста пока нет. Добавьте первую услугу!",
  add: "Добавить услугу",
  edit: "Изменить",
  remove: "Удалить",
  activate: "Включить",
  deactivate: "Отключить",
  moveUp: (title: string) => `Переместить выше: ${title}`,
  moveDown: (title: string) => `Переместить ниже: ${title}`,
  inactiveBadge: "Отключена",
  hiddenBadge: "Скрыто",
  orderSaved: "Порядок услуг автоюриста сохранен",
  listLabel: "Услуги автоюриста",

  // Create / edit
  createTitle: "Новая услуга автоюриста",
  editTitle: "Изменить услугу автоюриста",
  titleLabel: "Название",
  descriptionLabel: "Описание",
  fromLabel: "Показывать «от»",
  hideLabel: "Скрыть цену на сайте",
  priceHint: "Пусто — «Не указано»",
  activeLabel: "Показывать на сайте",
  save: "Сохранить",
  create: "Создать",
  created: "Услуга автоюриста создана",
  updated: "Услуга автоюриста сохранена",
  createFailed: (detail: string) => `Ошибка создания услуги: ${detail}`,
  updateFailed: (detail: string) => `Ошибка обновления услуги: ${detail}`,
  preview: "Так карточка будет выглядеть на сайте",
  previewInactive: "Услуга отключена: на сайте её не будет, пока вы её не включите.",
  chatPrice: (text: string) => `Цена в чате и при оплате: ${text}`,

  // Confirmations
  deleteTitle: "Удалить услугу автоюриста?",
  deleteText: (title: string) =>
    `«${title}» исчезнет с сайта и из кабинета. Чаты и оплаты по ней сохранятся.`,
  deleted: "Услуга автоюриста удалена",
  deleteFailed: (detail: string) => `Ошибка удаления услуги: ${detail}`,
  activateTitle: "Включить услугу?",
  activateText: (title: string) => `«${title}» снова появится на сайте.`,
  deactivateTitle: "Отключить услугу?",
  deactivateText: (title: string) =>
    `«${title}» пропадет со страницы /auto-lawyer и из виджета, пока вы её не включите.`,
  activated: "Услуга включена",
  deactivated: "Услуга отключена",
  activateFailed: (detail: string) => `Ошибка активации услуги: ${detail}`,
  deactivateFailed: (detail: string) => `Ошибка деактивации услуги: ${detail}`,
  unknownError: "Неизвестная ошибка",
} as const;

/** The prices as the site may show them: a hidden price is no price at all there. */
export interface AutoLawyerPrices {
  price_full_service: number | null;
  price_remote: number | null;
  price_full_service_from: boolean;
  price_remote_from: boolean;
  hide_full_service_price: boolean;
  hide_remote_price: boolean;
}

export function visibleAutoLawyerPrices<T extends AutoLawyerPrices>(service: T): T {
  return {
    ...service,
    price_full_service: service.hide_full_service_price ? null : service.price_full_service,
    price_remote: service.hide_remote_price ? null : service.price_remote,
  };
}

/**
 * The catalogue row's own price of an auto-lawyer service, kept on every write: base_price is the
 * chat price (remote, else full service, else 0 — spec 1 §2) of the prices the site shows, and
 * price_from is that price's «от». A hidden price is left out, since base_price is public: it
 * would otherwise tell what «Скрыто» hides (and the pay button charges the visible price anyway).
 */
export function autoLawyerCatalogueFields(service: AutoLawyerPrices): {
  base_price: number;
  price_from: boolean;
} {
  const visible = visibleAutoLawyerPrices(service);
  const base_price = autoLawyerChatPrice(visible);
  const price_from =
    visible.price_remote !== null
      ? visible.price_remote_from
      : visible.price_full_service !== null
        ? visible.price_full_service_from
        : false;
  return { base_price, price_from };
}

/** «от 8 000 ₽», or «по договоренности» when no visible price is set. */
export function autoLawyerChatPriceText(service: AutoLawyerPrices): string {
  const { base_price, price_from } = autoLawyerCatalogueFields(service);
  if (base_price <= 0) return PRICE_TEXTS.byAgreement;
  const amount = `${formatRoubles(base_price)} ₽`;
  return price_from ? `от ${amount}` : amount;
}
