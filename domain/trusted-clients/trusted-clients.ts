/**
 * «Нам доверяют» (issue 28 §2): the firm's real clients, managed in «Настройки сайта». A new site
 * has none and the home page hides the strip while it is empty: invented names are not shown.
 */
import type { AttachmentExtension } from "../chat/files.ts";

export const MAX_TRUSTED_CLIENTS = 12;
export const MAX_TRUSTED_CLIENT_NAME = 120;
export const MAX_TRUSTED_CLIENT_URL = 300;
/** A logo is a small picture: 1 MB is plenty for a strip of 40-px marks. */
export const MAX_LOGO_BYTES = 1_048_576;
/** Checked by content, like every upload; no SVG (it can carry script). */
export const LOGO_EXTENSIONS: readonly AttachmentExtension[] = ["png", "jpg", "jpeg"];

export const TRUSTED_CLIENTS_TEXTS = {
  title: "Нам доверяют",
  section: "«Нам доверяют» на главной",
  lead: `Клиенты, которых можно назвать: название, логотип (PNG или JPEG до 1 МБ) и ссылка. Не больше ${MAX_TRUSTED_CLIENTS}; пока список пуст, блок на главной не показывается.`,
  empty: "Пока никого нет — блок «Нам доверяют» на главной скрыт.",
  name: "Название",
  url: "Ссылка на сайт (необязательно)",
  urlHint: "Адрес с https://",
  logo: "Логотип",
  logoHint: "PNG или JPEG, до 1 МБ",
  add: "Добавить",
  added: "Клиент добавлен в «Нам доверяют»",
  addFailed: "Не удалось добавить клиента",
  remove: (name: string) => `Убрать «${name}»`,
  removed: "Клиент убран из «Нам доверяют»",
  removeFailed: "Не удалось убрать клиента",
  loadFailed: "Не удалось загрузить список «Нам доверяют»",
  logoAlt: (name: string) => `Логотип: ${name}`,
  // Server checks
  nameRequired: "Укажите название клиента",
  nameTooLong: `Название длиннее ${MAX_TRUSTED_CLIENT_NAME} символов`,
  urlInvalid: "Ссылка — адрес сайта с https://",
  logoRequired: "Приложите логотип: PNG или JPEG",
  oneLogoOnly: "Приложите один файл логотипа",
  logoTooLarge: (name: string) => `Файл «${name}» больше 1 МБ`,
  full: `В «Нам доверяют» уже ${MAX_TRUSTED_CLIENTS} клиентов: уберите одного, чтобы добавить нового`,
  notFound: "Клиент не найден",
} as const;
