/**
 * The Russian texts of «Документы сайта» and of the document calls' checks. Apart from
 * site-documents.ts because the footer imports that one: the cabinet's words stay out of the
 * home page's bundle.
 */
import { formatWholeNumber } from "../numbers.ts";
import { SITE_DOCUMENT_MAX_LENGTH, SITE_DOCUMENT_PLACEHOLDERS } from "./site-documents.ts";

/** Texts of the «Документы сайта» tab and the document calls (spec 3 §2, §8; issue 10 §6). */
export const SITE_DOCUMENT_TEXTS = {
  lead: "Публичная оферта и политика обработки персональных данных. Каждое сохранение — новая редакция: прежние остаются в истории, а согласия клиентов ссылаются на ту редакцию, с которой они согласились.",
  chooseDocument: "Документ",
  loading: "Загрузка документа...",
  loadFailed: "Не удалось загрузить документ",
  edit: "Редактировать",
  save: "Сохранить",
  cancel: "Отмена",
  textLabel: "Текст документа",
  placeholdersHint: `Вместо ${Object.values(SITE_DOCUMENT_PLACEHOLDERS).join(", ")} сайт подставляет значения из раздела «Настройки сайта».`,
  editingHint: "Сохраните или отмените изменения, прежде чем открыть другой документ.",
  saveFailed: "Ошибка при сохранении документа",
  saved: (version: number) => `Документ сохранён: редакция ${version}`,
  noVersion: "Документ ещё не сохранялся",
  characters: (count: number) => `${formatWholeNumber(count)} символов`,
  // History
  history: "История редакций",
  historyLoading: "Загрузка истории...",
  historyLoadFailed: "Не удалось загрузить историю редакций",
  historyEmpty: "Редакций пока нет",
  version: "Редакция",
  date: "Дата",
  author: "Автор",
  length: "Объём",
  current: "Текущая",
  open: "Открыть",
  openVersion: (version: number) => `Открыть редакцию ${version}`,
  noAuthor: "—",
  versionLoading: "Загрузка редакции...",
  versionLoadFailed: "Не удалось загрузить редакцию",
  // Server checks
  unknownDocument:
    "Неизвестный документ: выберите оферту или политику обработки персональных данных",
  contentRequired: "Текст документа не может быть пустым",
  contentTooLong: `Текст документа длиннее ${formatWholeNumber(SITE_DOCUMENT_MAX_LENGTH)} символов`,
  versionInvalid: "Некорректный номер редакции",
  versionNotFound: "Редакция документа не найдена",
  staleBase: (version: number) =>
    `Пока вы редактировали, документ сохранили ещё раз (редакция ${version}). Нажмите «Отмена», чтобы увидеть её, и внесите правки в новую редакцию.`,
} as const;
