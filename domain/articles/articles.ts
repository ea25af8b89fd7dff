import { formatWholeNumber } from "../numbers.ts";

export const ARTICLE_PREVIEW_LENGTH = 150;
/** GET /api/articles answers pages: this many when no `limit` is named (three rows of three, two, one). */
export const ARTICLES_PAGE_SIZE = 24;
export const ARTICLES_PAGE_MAX = 100;
/** GET /api/articles/all (the cabinet, drafts too): more at once, since its rows are short. */
export const ARTICLES_ALL_PAGE_SIZE = 100;
export const ARTICLES_ALL_PAGE_MAX = 500;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
};

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, " ")
    .trim();
}

/** Nothing a reader would see: no text (an article so empty is refused). */
export function isArticleBodyEmpty(html: string): boolean {
  return htmlToPlainText(html) === "";
}

export function articlePreview(html: string): string {
  const text = htmlToPlainText(html);
  if (text.length <= ARTICLE_PREVIEW_LENGTH) return text;
  return `${text.slice(0, ARTICLE_PREVIEW_LENGTH).trimEnd()}…`;
}

export const ARTICLE_TEXTS = {
  empty: "Пока нет статей",
  notFound: "Статья не найдена",
  readMore: "Читать далее",
  backToList: "Ко всем статьям",
} as const;

/** Only published articles are public; drafts are seen in the executor cabinet only. */
export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Черновик",
  published: "Опубликована",
};

export const ARTICLE_TITLE_MAX = 200;
/** Characters of HTML: long articles fit, a pasted megabyte does not. */
export const ARTICLE_CONTENT_MAX = 200_000;

/** The API's refusals of an article form (issue 10 §5). */
export const ARTICLE_INPUT_TEXTS = {
  titleRequired: "Введите заголовок статьи",
  titleTooLong: `Заголовок не должен превышать ${ARTICLE_TITLE_MAX} символов`,
  contentRequired: "Введите текст статьи",
  contentTooLong: `Текст статьи не должен превышать ${formatWholeNumber(ARTICLE_CONTENT_MAX)} символов`,
  contentEmptyAfterCleaning:
    "В статье не осталось текста после удаления недопустимой разметки. Добавьте текст.",
  statusInvalid: "Статус статьи должен быть «Черновик» или «Опубликована»",
} as const;

/** The cabinet's «Статьи» tab and its editor. */
export const ARTICLE_EDITOR_TEXTS = {
  newArticle: "Новая статья",
  loading: "Загрузка статей...",
  loadFailed: "Не удалось загрузить статьи",
  empty: ARTICLE_TEXTS.empty,
  listLabel: "Статьи",
  created: "Создана",
  updated: "Изменена",
  published: "Опубликована",
  open: "Открыть на сайте",
  edit: "Редактировать",
  remove: "Удалить",
  actionsLabel: (title: string) => `Действия со статьей: ${title}`,
  deleteTitle: "Удалить статью?",
  deleteText: (title: string) =>
    `Статья «${title}» будет удалена с сайта и из кабинета без возможности восстановления.`,
  deleted: "Статья удалена",
  deleteFailed: "Ошибка удаления статьи",
  saveFailed: "Ошибка сохранения статьи",
  articleLoading: "Загрузка статьи...",
  articleLoadFailed: "Не удалось загрузить статью",
  /** Notices after a save, by the status saved and whether it was published before. */
  savedDraft: "Черновик сохранен",
  publishedNow: "Статья опубликована",
  savedPublished: "Изменения опубликованы",
  unpublished: "Статья снята с публикации",
  unknownError: "Неизвестная ошибка",
  // Editor
  editorNew: "Новая статья",
  editorEdit: "Редактирование статьи",
  title: "Заголовок",
  content: "Текст статьи",
  write: "Редактор",
  preview: "Предпросмотр",
  previewEmpty: "Здесь появится статья так, как ее увидят читатели.",
  saveDraft: "Сохранить черновик",
  publish: "Опубликовать",
  saveChanges: "Сохранить",
  unpublish: "Снять с публикации",
  close: "Закрыть",
  discardTitle: "Закрыть без сохранения?",
  discardText: "Изменения в статье не сохранены. Если закрыть редактор, они пропадут.",
  discardConfirm: "Закрыть без сохранения",
  toolbar: "Форматирование текста",
  linkAddress: "Адрес ссылки",
  linkPlaceholder: "https://example.ru или /articles/1",
  linkSave: "Применить",
  linkInvalid: "Ссылка должна начинаться с https://, http://, mailto:, tel: или /",
  controls: {
    h2: "Заголовок раздела",
    h3: "Подзаголовок",
    bold: "Жирный",
    italic: "Курсив",
    bulletList: "Маркированный список",
    orderedList: "Нумерованный список",
    link: "Вставить ссылку",
    unlink: "Убрать ссылку",
    blockquote: "Цитата",
    undo: "Отменить",
    redo: "Повторить",
  },
} as const;
