/**
 * Backups (issue 46, docs/decisions/062): every Russian message a backup, its check and a restore
 * can give, once. The command line prints them; the cabinet shows them as `detail`.
 */
export const BACKUP_TEXTS = {
  notAnArchive: "Это не резервная копия: файл не похож ни на архив .tar.gz, ни на файл age.",
  encryptedNoPassphrase:
    "Копия зашифрована: задайте BACKUP_PASSPHRASE с паролем, которым она была сделана.",
  wrongPassphrase: "Не удалось расшифровать копию: пароль BACKUP_PASSPHRASE не подходит.",
  damaged: (reason: string) => `Архив повреждён и не читается до конца (${reason}).`,
  noManifest: "В архиве нет manifest.json: копия не закончена или повреждена.",
  badManifest: (reason: string) => `manifest.json копии не читается: ${reason}.`,
  unknownFormat: (version: number) =>
    `Формат копии ${version} этой версии приложения неизвестен: обновите приложение.`,
  unexpectedEntry: (name: string) =>
    `В архиве лишняя часть «${name}», которой нет в manifest.json.`,
  missingPart: (name: string) => `В архиве нет части «${name}», указанной в manifest.json.`,
  partOutOfOrder: (name: string) => `Часть «${name}» стоит в архиве не на своём месте.`,
  sizeMismatch: (name: string, expected: number, actual: number) =>
    `Часть «${name}»: размер ${actual} байт, а в manifest.json — ${expected}. Копия повреждена.`,
  hashMismatch: (name: string) =>
    `Часть «${name}»: контрольная сумма SHA-256 не совпадает с manifest.json. Копия повреждена.`,
  rowsMismatch: (name: string, expected: number, actual: number) =>
    `Таблица «${name}»: ${actual} строк, а в manifest.json — ${expected}. Копия повреждена.`,
  newerVersion: (backupTag: string, appTag: string) =>
    `Копия сделана более новой версией приложения (уровень миграций ${backupTag}, у этого приложения — ${appTag}). Обновите приложение и повторите восстановление.`,
  unknownTables: (names: string) =>
    `В копии есть таблицы, которых нет в схеме этой версии: ${names}. Копия сделана другой версией приложения.`,
  notEmpty:
    "База не пуста: в ней уже есть данные. Восстановление заменит их все; если это и нужно, запустите его с --force.",
  fileVanished: (key: string) =>
    `Файл ${key} удалён, пока делалась копия: его строка в копии осталась без файла.`,
  appRunning: (url: string) =>
    `Приложение работает (${url} отвечает): остановите его, прежде чем запускать это из командной строки. Пока оно работает, копию создают в кабинете, «Резервные копии».`,
  usageBackup: "Использование: npm run backup -- [--out <файл>]",
  usageRestore: "Использование: npm run restore -- --from <файл> [--force]",
  unknownArgument: (argument: string) => `Неизвестный параметр ${argument}.`,
  fileNotFound: (file: string) => `Файл ${file} не найден.`,
  outExists: (file: string) => `Файл ${file} уже есть: укажите другой --out.`,
  backupMade: (file: string, tables: number, rows: number, files: number, missing: number) =>
    `Копия создана и проверена: ${file} — таблиц: ${tables}, строк: ${rows}, файлов: ${files}` +
    (missing > 0 ? ` (удалены во время копирования: ${missing})` : "") +
    ".",
  restored: (createdAt: string, rows: number, files: number, migrations: number) =>
    `Восстановлено из копии от ${createdAt} (МСК): строк: ${rows}, файлов: ${files}` +
    (migrations > 0 ? `, применено новых миграций: ${migrations}` : "") +
    ". Запустите приложение: npm start.",
  restoreActor: "Восстановление из резервной копии (командная строка)",
  restoreTitle: (createdAt: string) => `Резервная копия от ${createdAt} (МСК)`,
} as const;
