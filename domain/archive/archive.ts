/**
 * The file archive (spec 2 §2 «Архив», §5, §7, §8; spec 3 «Files»; issue 12 §1): its types,
 * fixed folders, limits and every Russian text the server answers and the screen shows. The
 * server's zod schemas (archive-schemas.ts) use the same limits and texts; the web imports this
 * file at runtime and only types from the schemas.
 */
import type { AttachmentExtension } from "../chat/files.ts";
import { formatFileSize } from "../file-size.ts";

/** Spec 2 §5: «Archive upload accepts .doc, .docx, .pdf, .jpg, .jpeg, .png, .txt, .xls, .xlsx». */
export const ARCHIVE_EXTENSIONS = [
  "doc",
  "docx",
  "pdf",
  "jpg",
  "jpeg",
  "png",
  "txt",
  "xls",
  "xlsx",
] as const satisfies readonly AttachmentExtension[];

/** The picker's `accept`, so the browser offers the same types the server takes. */
export const ARCHIVE_ACCEPT = ARCHIVE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/**
 * The five folders every executor and admin has (spec 3 «Files»), in the spec's order; their ids
 * are these keys. They are made on the first use of the archive and cannot be renamed or deleted.
 */
export const FIXED_FOLDERS = [
  { id: "lawsuits", name: "Исковые заявления" },
  { id: "petitions", name: "Ходатайства" },
  { id: "contracts", name: "Договоры" },
  { id: "powers", name: "Доверенности" },
  { id: "other_claims", name: "Прочие заявления" },
] as const;
export type FixedFolderId = (typeof FIXED_FOLDERS)[number]["id"];

export const isFixedFolderId = (id: string): id is FixedFolderId =>
  FIXED_FOLDERS.some((folder) => folder.id === id);

/** A folder name fits a card's title and the move dialog's line. */
export const FOLDER_NAME_MAX = 100;
/** Folders one account may make (the fixed ones not counted): room for any real practice. */
export const FOLDERS_PER_OWNER_MAX = 200;
/**
 * Files one account may keep. GET /api/files answers the archive whole (folders with their
 * files, a tree the screen draws at once), so its size is capped at the upload rather than paged:
 * far above a real practice's archive, and the list query stops there too.
 */
export const ARCHIVE_FILES_PER_OWNER_MAX = 5000;
/** Archive ids are UUIDs or the fixed keys: nothing longer is looked up. */
export const ARCHIVE_ID_MAX = 64;
/** The default storage quota of one account, in MB (ARCHIVE_QUOTA_MB overrides it). */
export const ARCHIVE_QUOTA_DEFAULT_MB = 1024;

/** «Занято 1,5 МБ из 1 ГБ». */
export const usageText = (usedBytes: number, quotaBytes: number) =>
  `Занято ${formatFileSize(usedBytes)} из ${formatFileSize(quotaBytes)}`;

const withDetail = (prefix: string) => (detail?: string | null) =>
  `${prefix}: ${detail || "Неизвестная ошибка"}`;

export const ARCHIVE_TEXTS = {
  // The server's answers.
  fileNotFound: "Файл не найден",
  folderNotFound: "Папка не найдена",
  folderNameRequired: "Введите название папки",
  folderNameTooLong: `Название папки — не длиннее ${FOLDER_NAME_MAX} символов`,
  folderNameTaken: "Папка с таким названием уже есть",
  tooManyFolders: `Можно создать не более ${FOLDERS_PER_OWNER_MAX} папок`,
  tooManyFiles: `В архиве уже ${ARCHIVE_FILES_PER_OWNER_MAX} файлов: удалите ненужные, чтобы загрузить новые`,
  fixedFolder: "Эту папку нельзя переименовать или удалить",
  fileRequired: "Выберите файл для загрузки",
  oneFileOnly: "За один раз загружается один файл",
  badFolderId: "Некорректная папка",
  quotaExceeded: (usedBytes: number, quotaBytes: number) =>
    `Файл не помещается в архив: ${usageText(usedBytes, quotaBytes).toLowerCase()}. Удалите ненужные файлы, чтобы загрузить новые.`,
  tooLargeToShow: "Файл слишком большой, чтобы показать его здесь. Скачайте его кнопкой «Скачать».",

  // The screen (spec 2 §2, §8).
  title: "Архив",
  lead: "Ваши файлы и папки. Загружайте документы и раскладывайте их по папкам.",
  executorTitle: "Файлы",
  executorLead: "Архив документов: пять постоянных папок и ваши собственные.",
  addFile: "Добавить файл",
  createFolder: "Создать папку",
  empty: "Архив пуст",
  emptyHint: "Добавьте файл или создайте папку.",
  looseFiles: "Файлы без папки",
  folders: "Папки",
  noLooseFiles: "Файлов без папки нет.",
  emptyFolder: "В папке пока нет файлов",
  fileColumn: "Файл",
  sizeColumn: "Размер",
  dateColumn: "Дата загрузки",
  actionsColumn: "Действия",
  loading: "Загрузка архива...",
  loadFailed: withDetail("Ошибка загрузки файлов"),
  unauthorized: "Необходимо войти в систему для доступа к файлам",
  notFoundEmpty: "Архив пока пуст",
  retry: "Попробовать снова",
  fileCount: (count: number) => `${count} ${plural(count, "файл", "файла", "файлов")}`,
  openFolder: (name: string) => `Открыть папку «${name}»`,
  fixedBadge: "Постоянная",
  fixedHint: "Постоянную папку нельзя переименовать или удалить",

  dropHint: "Перетащите файлы сюда или нажмите «Добавить файл»",
  dropHere: "Отпустите, чтобы загрузить",
  dropzoneLabel: (folder: string | null) =>
    folder ? `Загрузить файлы в папку «${folder}»` : "Загрузить файлы в архив",
  acceptedTypes: `Форматы: ${ARCHIVE_EXTENSIONS.join(", ")}; до 10 МБ каждый`,
  uploadInto: (name: string) => `Загрузить в «${name}»`,
  uploading: "Загрузка файлов",
  uploadProgress: (name: string, percent: number) => `${name}: ${percent}%`,
  cancelUpload: (name: string) => `Отменить загрузку «${name}»`,
  uploadCancelled: "Загрузка отменена",
  uploaded: "Файл успешно загружен",
  uploadFailed: withDetail("Ошибка загрузки файла"),

  download: (name: string) => `Скачать «${name}»`,
  open: (name: string) => `Открыть «${name}»`,
  move: (name: string) => `Переместить «${name}»`,
  remove: (name: string) => `Удалить «${name}»`,
  downloadMissing: "Файл недоступен для скачивания. Данные файла не найдены на сервере.",
  downloadFailed: withDetail("Ошибка скачивания файла"),

  moveTitle: "Переместить файл",
  moveLead: (name: string) => `Куда переместить «${name}»?`,
  moveTargets: "Папка назначения",
  root: "Без папки (корень архива)",
  current: "сейчас здесь",
  moveSubmit: "Переместить",
  moved: "Файл успешно перемещен",
  moveFailed: withDetail("Ошибка перемещения файла"),

  deleteFileTitle: "Удалить файл?",
  deleteFileText: (name: string) =>
    `Файл «${name}» будет удалён из архива без возможности восстановления.`,
  fileDeleted: "Файл удалён",
  deleteFailed: withDetail("Ошибка удаления файла"),

  newFolderTitle: "Новая папка",
  folderNameLabel: "Название папки",
  create: "Создать",
  folderCreated: "Папка создана",
  folderCreateFailed: "Ошибка создания папки",

  renameFolder: (name: string) => `Переименовать папку «${name}»`,
  renameTitle: "Переименовать папку",
  save: "Сохранить",
  folderRenamed: "Папка переименована",
  renameFailed: withDetail("Ошибка переименования папки"),

  deleteFolder: (name: string) => `Удалить папку «${name}»`,
  deleteFolderTitle: "Удалить папку?",
  deleteFolderText: (name: string, files: number) =>
    files === 0
      ? `Папка «${name}» пуста и будет удалена.`
      : `Папка «${name}» будет удалена вместе с ${files} ${plural(files, "файлом", "файлами", "файлами")}. Восстановить их будет нельзя.`,
  folderDeleted: "Папка удалена",
  folderDeleteFailed: withDetail("Ошибка удаления папки"),

  saveToArchive: "Сохранить в архив",
  saveToArchiveOf: (name: string) => `Сохранить «${name}» в архив`,
  savedToArchive: (name: string) => `Файл «${name}» сохранён в архив`,
  saveToArchiveFailed: withDetail("Ошибка сохранения в архив"),
} as const;

/** Russian plural forms: 1 файл, 2 файла, 5 файлов (11–14 take the third form). */
export function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
