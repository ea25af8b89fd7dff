/**
 * Canned replies of the executor (issue 14 §3): saved texts with a title, inserted into a chat
 * message with «/». Limits, the picker's search and every text, once for the server and the web.
 */
import { plural } from "../archive/archive.ts";
import { MESSAGE_MAX_LENGTH } from "../chat/chat.ts";

export const CANNED_REPLY_TITLE_MAX = 100;
/** A reply becomes a chat message, so it may be as long as one and no longer. */
export const CANNED_REPLY_CONTENT_MAX = MESSAGE_MAX_LENGTH;
/**
 * A working set of phrases is a few dozen; the list is sent whole to every chat's picker, so it
 * stays small enough to filter in the browser at each keystroke.
 */
export const CANNED_REPLIES_MAX_PER_EXECUTOR = 200;

const replies = (count: number) => `${count} ${plural(count, "шаблон", "шаблона", "шаблонов")}`;

export const CANNED_REPLY_TEXTS = {
  titleRequired: "Введите название шаблона",
  titleTooLong: `Название шаблона — не длиннее ${CANNED_REPLY_TITLE_MAX} символов`,
  contentRequired: "Введите текст шаблона",
  contentTooLong: `Текст шаблона — не длиннее ${CANNED_REPLY_CONTENT_MAX} символов`,
  notFound: "Шаблон не найден",
  tooMany: `Шаблонов уже ${CANNED_REPLIES_MAX_PER_EXECUTOR}: удалите ненужные, чтобы добавить новый`,
  created: "Шаблон добавлен",
  updated: "Шаблон сохранён",
  deleted: "Шаблон удалён",
  createFailed: "Не удалось добавить шаблон: ",
  updateFailed: "Не удалось сохранить шаблон: ",
  deleteFailed: "Не удалось удалить шаблон: ",
} as const;

/** What the cabinet's «Шаблоны ответов» tab shows. */
export const CANNED_REPLIES_TAB_TEXTS = {
  title: "Шаблоны ответов",
  lead: "Готовые тексты для чатов: наберите «/» в поле сообщения и выберите шаблон — его текст встанет в сообщение.",
  loading: "Загрузка шаблонов...",
  loadFailed: "Не удалось загрузить шаблоны",
  empty: "Шаблонов пока нет. Добавьте первый — например, приветствие или список документов.",
  listLabel: "Шаблоны ответов",
  count: (count: number) => `${replies(count)} из ${CANNED_REPLIES_MAX_PER_EXECUTOR}`,
  add: "Добавить шаблон",
  edit: "Изменить",
  editOf: (title: string) => `Изменить шаблон: ${title}`,
  delete: "Удалить",
  deleteOf: (title: string) => `Удалить шаблон: ${title}`,
  deleteTitle: "Удалить шаблон?",
  deleteText: (title: string) => `Шаблон «${title}» будет удалён. Вернуть его будет нельзя.`,
  createTitle: "Новый шаблон",
  editTitle: "Изменить шаблон",
  titleLabel: "Название",
  titleHint: "По нему шаблон ищется после «/»",
  contentLabel: "Текст",
  create: "Добавить",
  save: "Сохранить",
} as const;

/** What the «/» list in the message box says. */
export const CANNED_REPLY_PICKER_TEXTS = {
  listLabel: "Шаблоны ответов",
  loading: "Загрузка шаблонов...",
  loadFailed: "Не удалось загрузить шаблоны",
  noReplies: `Шаблонов пока нет. Добавьте их в кабинете: раздел «${CANNED_REPLIES_TAB_TEXTS.title}».`,
  noMatches: "Нет шаблонов с таким названием или текстом",
  /** Announced when the list opens or its matches change. */
  found: (count: number) =>
    count === 0
      ? "Подходящих шаблонов нет"
      : `${replies(count)}: стрелки вверх и вниз — выбор, Enter — вставить, Escape — закрыть`,
} as const;

/** Why a field of the form is refused, or null (the server says the same). */
function textProblem(value: string, max: number, required: string, tooLong: string) {
  const trimmed = value.trim();
  if (trimmed.length === 0) return required;
  return trimmed.length > max ? tooLong : null;
}
export const cannedReplyTitleProblem = (value: string) =>
  textProblem(
    value,
    CANNED_REPLY_TITLE_MAX,
    CANNED_REPLY_TEXTS.titleRequired,
    CANNED_REPLY_TEXTS.titleTooLong,
  );
export const cannedReplyContentProblem = (value: string) =>
  textProblem(
    value,
    CANNED_REPLY_CONTENT_MAX,
    CANNED_REPLY_TEXTS.contentRequired,
    CANNED_REPLY_TEXTS.contentTooLong,
  );
