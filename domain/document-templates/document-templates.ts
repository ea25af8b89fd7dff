/**
 * Document templates (issue 31 §2): a DOCX with placeholders in braces, filled from a chat's data
 * into a document the lawyer reviews in «Файлы» and sends to the client. The placeholders are
 * written once here, with what each is filled from. No zod: the web imports this.
 */

import { archiveEntryName } from "../chat/file-names.ts";
import { formatFileSize } from "../file-size.ts";

const MB = 1024 * 1024;

export const TEMPLATE_LIMITS = {
  /** A contract of many pages with its formatting stays well under this. */
  fileBytes: 5 * MB,
  /**
   * What a template may unpack to, counted byte by byte as it inflates: a DOCX is a zip, and its
   * directory may declare any size (a 306 KB file declaring little unpacked to 300 MB).
   */
  unpackedBytes: 50 * MB,
  /** One part of it: a picture or an embedded file. */
  partBytes: 20 * MB,
  /**
   * One XML part (the text, a header, the styles): what the template engine parses, at roughly a
   * second per few MB. The text of a 300-page contract is about 5 MB.
   */
  xmlPartBytes: 10 * MB,
  /**
   * A part may unpack to at most this many times the bytes it is packed in, past the first
   * `packRatioFreeBytes`: Word's XML packs 5–20 times, a zip bomb about 1,000 (Apache POI refuses
   * OOXML parts past the same 1:100). A 16 KB file with 5.4 MB of XML is refused by this.
   */
  packRatio: 100,
  packRatioFreeBytes: 1 * MB,
  /** Parts of the zip: Word writes 10–40, each picture adds one. */
  parts: 1000,
  /**
   * CPU time of one reading or filling of a template, in a worker thread: a long contract takes
   * well under a second; past this the worker is stopped and replaced.
   */
  workMs: 5_000,
  name: 200,
  /** Templates of the firm. */
  count: 100,
  /** Placeholders of one template: a long contract has dozens. */
  placeholders: 500,
} as const;

export const DOCX_MIME_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The cases a person's name is declined in (issue 44 §2): `{client.full_name_genitive}` for «в лице
 * Иванова Ивана Ивановича». The keys are petrovich's names of the cases.
 */
export const NAME_CASES = [
  "genitive",
  "dative",
  "accusative",
  "instrumental",
  "prepositional",
] as const;
export type NameCase = (typeof NAME_CASES)[number];

const NAME_CASE_EXAMPLES: Record<NameCase, string> = {
  genitive: "родительный: в лице Иванова Ивана Ивановича",
  dative: "дательный: выдана Иванову Ивану Ивановичу",
  accusative: "винительный: уполномочивает Иванова Ивана Ивановича",
  instrumental: "творительный: заключён с Ивановым Иваном Ивановичем",
  prepositional: "предложный: об Иванове Иване Ивановиче",
};

/** «client.full_name» and its five cases, described with an example of each. */
const declined = <Base extends string>(base: Base, who: string) =>
  Object.fromEntries(
    NAME_CASES.map((nameCase) => [
      `${base}_${nameCase}`,
      `${who} — ${NAME_CASE_EXAMPLES[nameCase]}`,
    ]),
  ) as Record<`${Base}_${NameCase}`, string>;

/** The placeholders a template may use, with what fills them («{client.full_name}»). */
export const KNOWN_PLACEHOLDERS = {
  "client.full_name": "ФИО клиента (или имя гостя)",
  ...declined("client.full_name", "ФИО клиента"),
  "client.email": "E-mail клиента",
  "client.phone": "Телефон клиента",
  "company.name": "Название компании клиента",
  "company.inn": "ИНН компании клиента",
  "company.ogrn": "ОГРН компании клиента",
  "company.kpp": "КПП компании клиента",
  "company.address": "Юридический адрес компании клиента",
  "company.signatory_name": "Подписант компании клиента: ФИО",
  ...declined("company.signatory_name", "Подписант компании клиента"),
  "company.signatory_title": "Подписант компании клиента: должность",
  "firm.name": "Название фирмы («Настройки сайта»)",
  "firm.inn": "ИНН фирмы",
  "firm.ogrn": "ОГРН (ОГРНИП) фирмы",
  "firm.kpp": "КПП фирмы (у организации)",
  "firm.signatory_name": "Подписант фирмы: ФИО («Настройки сайта»)",
  ...declined("firm.signatory_name", "Подписант фирмы"),
  "firm.signatory_title": "Подписант фирмы: должность",
  "firm.address": "Адрес фирмы",
  "firm.phone": "Телефон фирмы",
  "firm.email": "E-mail фирмы",
  "service.title": "Услуга чата",
  "order.price": "Цена заказа числом (7 500,00) — после него напишите «руб.» или «₽»",
  "order.price_with_currency": "Цена заказа со знаком рубля (7 500,00 ₽)",
  // The example date is today's, put in by the cabinet (placeholderMeaning).
  today: "Сегодняшняя дата",
  "intake.<ключ>": "Ответ анкеты услуги по ключу поля",
} as const;

/** What the cabinet's list says of a placeholder: `today` shows today's date as its example. */
export const placeholderMeaning = (tag: string, meaning: string, today: string) =>
  tag === "today" ? `${meaning} (${today})` : meaning;

const INTAKE_PLACEHOLDER = /^intake\.[a-z][a-z0-9_]*$/;

/** A placeholder the generator fills: one of the list, or an intake answer by its key. */
export const isKnownPlaceholder = (tag: string) =>
  (Object.hasOwn(KNOWN_PLACEHOLDERS, tag) && tag !== "intake.<ключ>") ||
  INTAKE_PLACEHOLDER.test(tag);

export const DOCUMENT_TEMPLATE_TEXTS = {
  // The server's details
  nameRequired: "Укажите название шаблона.",
  nameTooLong: `Название шаблона — не больше ${TEMPLATE_LIMITS.name} знаков.`,
  fileRequired: "Приложите файл шаблона (DOCX).",
  notDocx: "Шаблон должен быть документом Word в формате DOCX.",
  tooLarge: `Файл шаблона — не больше ${formatFileSize(TEMPLATE_LIMITS.fileBytes)}.`,
  tooManyFiles: "Приложите один файл шаблона.",
  brokenTemplate: (why: string) => `Шаблон не читается: ${why}`,
  tooMany: `Шаблонов не больше ${TEMPLATE_LIMITS.count}: удалите ненужные.`,
  unpackedTooLarge: `Шаблон слишком велик в распакованном виде: всё содержимое файла DOCX — не больше ${formatFileSize(TEMPLATE_LIMITS.unpackedBytes)}.`,
  partTooLarge: `В шаблоне слишком большая картинка или вложенный файл: каждый — не больше ${formatFileSize(TEMPLATE_LIMITS.partBytes)} в распакованном виде.`,
  xmlPartTooLarge: `Текст шаблона слишком велик: каждая его часть (основной текст, колонтитулы, стили) — не больше ${formatFileSize(TEMPLATE_LIMITS.xmlPartBytes)} разметки Word.`,
  packedTooTightly: `Шаблон сжат необычно сильно (часть его — больше чем в ${TEMPLATE_LIMITS.packRatio} раз): так устроены архивы-«бомбы», а не документы Word. Откройте шаблон в Word и сохраните заново.`,
  tooManyParts: `В шаблоне больше ${TEMPLATE_LIMITS.parts} частей — это не обычный документ Word.`,
  tooComplex: `Шаблон слишком сложный: его обработка заняла больше ${TEMPLATE_LIMITS.workMs / 1000} секунд или слишком много памяти. Упростите документ или разделите его на части.`,
  busy: "Сейчас формируется много документов. Повторите через минуту.",
  tooManyPlaceholders: `В шаблоне не больше ${TEMPLATE_LIMITS.placeholders} разных полей.`,
  notFound: "Шаблон не найден",
  fileNotFound: "Файл не найден",
  // The cabinet
  tab: "Шаблоны документов",
  lead: "Загрузите договор или заявление в формате DOCX с полями в фигурных скобках — в чате документ заполнится данными клиента и анкеты.",
  placeholdersTitle: "Поля для шаблона",
  upload: "Загрузить шаблон",
  uploadTitle: "Новый шаблон",
  name: "Название",
  file: "Файл DOCX",
  uploaded: "Шаблон загружен",
  unknownAtUpload: (tags: string) =>
    `Эти поля не заполнятся — таких данных нет: ${tags}. Проверьте написание.`,
  empty: "Шаблонов пока нет.",
  loading: "Загружаем шаблоны…",
  loadFailed: "Не удалось загрузить шаблоны",
  placeholdersOf: (count: number) => `Полей: ${count}`,
  delete: "Удалить",
  deleteOf: (name: string) => `Удалить шаблон «${name}»`,
  deleteConfirm: (name: string) =>
    `Удалить шаблон «${name}»? Документы, уже сформированные по нему, останутся.`,
  deleted: "Шаблон удалён",
  // The chat
  generate: "Сформировать документ",
  generateTitle: "Сформировать документ",
  template: "Шаблон",
  noTemplates: "Шаблонов ещё нет: загрузите их во вкладке «Шаблоны документов».",
  create: "Сформировать",
  generated: (name: string) =>
    `Документ «${name}» сохранён в «Файлы» — проверьте его перед отправкой.`,
  missing: (tags: string) => `Не заполнены поля: ${tags}.`,
  download: "Скачать для проверки",
  send: "Отправить клиенту",
  sent: "Документ отправлен клиенту",
  sendFailed: "Не удалось отправить документ",
  generateFailed: "Не удалось сформировать документ",
} as const;

/** «Договор — Иванов.docx»: the template's name and the client's, safe in any file system. */
export function generatedFileName(templateName: string, clientName: string | null): string {
  const name = [templateName.trim(), clientName?.trim() ?? ""].filter(Boolean).join(" — ");
  return archiveEntryName(`${name.slice(0, 150) || "Документ"}.docx`);
}
