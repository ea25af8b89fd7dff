/** Russian texts of «Резервные копии» (issue 46 §3): the screen, its answers and its mail. */
import {
  BACKUP_DOWNLOAD_LINK_SECONDS,
  BACKUP_KEEP_DAILY_MAX,
  BACKUP_KEEP_DAILY_MIN,
  BACKUP_KEEP_WEEKLY_MAX,
  BACKUP_KEEP_WEEKLY_MIN,
  BACKUP_MISSED_AFTER_MINUTES,
  type BackupDestinationKind,
  type BackupKind,
  type BackupStatus,
} from "./backup-schedule.ts";

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  manual: "вручную",
  scheduled: "по расписанию",
};

export const BACKUP_STATUS_LABELS: Record<BackupStatus, string> = {
  running: "создаётся",
  ready: "готова",
  failed: "не удалась",
};

export const BACKUP_DESTINATION_LABELS: Record<BackupDestinationKind, string> = {
  folder: "папка на сервере",
  s3: "бакет S3",
};

export const BACKUP_CABINET_TEXTS = {
  title: "Резервные копии",
  lead:
    "Копия хранит всю базу данных и все файлы клиентов. Каждую копию после записи читаем обратно " +
    "и сверяем контрольные суммы: галочка «Проверена» значит, что из неё можно восстановиться.",
  adminOnly: "Резервные копии создаёт и скачивает только администратор.",
  destination: (label: string, where: string) => `Куда пишутся копии: ${label} (${where}).`,
  loading: "Загружаем резервные копии…",
  loadFailed: "Не удалось загрузить резервные копии",
  empty: "Резервных копий пока нет",
  emptyHint: "Создайте первую сейчас или включите расписание ниже.",
  createNow: "Создать сейчас",
  creating: "Создаём копию…",
  created: "Копия создана и проверена",
  progress: (written: string) => `Записано ${written}`,
  progressLabel: "Ход создания копии",
  listLabel: "Список резервных копий",
  columns: {
    time: "Время",
    size: "Размер",
    kind: "Как создана",
    verified: "Проверена",
    actions: "Действия",
  },
  verified: "Проверена",
  verifiedAt: (at: string) => `Проверена ${at}`,
  notVerified: "Не проверена",
  download: "Скачать",
  downloadLabel: (at: string) => `Скачать копию от ${at}`,
  delete: "Удалить",
  deleteLabel: (at: string) => `Удалить копию от ${at}`,
  deleteTitle: "Удалить резервную копию?",
  deleteConfirm: (at: string) =>
    `Копия от ${at} будет удалена безвозвратно: восстановиться из неё будет нельзя.`,
  deleteSubmit: "Удалить копию",
  cancel: "Отмена",
  deleted: "Копия удалена",
  failedBecause: (error: string) => `Не удалась: ${error}`,

  scheduleTitle: "Расписание",
  scheduleLead:
    "Копия создаётся каждый день в выбранное время по Москве. Хранятся последние ежедневные копии " +
    "и по одной (самой новой) за последние недели; остальные копии по расписанию удаляются. " +
    "Копии, созданные вручную, не удаляются сами.",
  enabled: "Создавать копию каждый день",
  time: "Время (МСК)",
  keepDaily: "Хранить ежедневных копий",
  keepWeekly: "Хранить еженедельных копий",
  save: "Сохранить расписание",
  saved: "Расписание сохранено",
  nextRun: (at: string) => `Следующая копия: ${at} (МСК).`,
  scheduleOff: "Расписание выключено: копии создаются только вручную.",

  restoreTitle: "Восстановление",
  restoreLead:
    "Восстановление заменяет всё — базу данных и файлы — содержимым копии, поэтому его запускают " +
    "только из командной строки на сервере, при остановленном приложении:",
  restoreCommand: "npm run restore -- --from <файл> --force",
  restoreNotes: [
    "Скачайте копию кнопкой «Скачать» и положите файл на сервер.",
    "Без --force восстановление откажется писать в непустую базу.",
    "Сначала проверяются контрольные суммы всех частей: повреждённая копия не запишет ничего.",
    "Копия из более новой версии приложения не восстанавливается: сначала обновите приложение.",
  ],

  warningTitle: "Резервная копия по расписанию не создана",
  warningDetail: (day: string, error: string) => `Копия за ${day}: ${error}`,
  warningAction: "Открыть «Резервные копии»",

  // Answers of the API.
  alreadyRunning: "Резервная копия уже создаётся. Дождитесь её окончания.",
  notFound: "Резервная копия не найдена",
  notReady: "Эта копия не готова: скачать можно только проверенную копию.",
  linkInvalid:
    "Ссылка на скачивание недействительна: она работает одну минуту и один раз. Получите новую в кабинете.",
  deleteRunning: "Копия ещё создаётся: удалить её можно, когда она будет готова или не удастся.",
  timeInvalid: "Укажите время в формате ЧЧ:ММ, например 03:00",
  keepDailyRange: `Ежедневных копий: от ${BACKUP_KEEP_DAILY_MIN} до ${BACKUP_KEEP_DAILY_MAX}`,
  keepWeeklyRange: `Еженедельных копий: от ${BACKUP_KEEP_WEEKLY_MIN} до ${BACKUP_KEEP_WEEKLY_MAX}`,
  linkLifetime: `Ссылка действует ${BACKUP_DOWNLOAD_LINK_SECONDS} секунд и только один раз.`,

  // Why a backup failed, as the list and the mail say it.
  missed: `Не создана в назначенное время: приложение не работало или было занято другой копией дольше ${BACKUP_MISSED_AFTER_MINUTES} минут.`,
  interrupted: "Прервана: приложение остановилось во время создания копии.",
  tooLargeForS3:
    "Копия больше 5 ГБ: одним запросом в S3 её не записать. Выберите папку на сервере.",
  failedGeneric: "Не удалось создать копию: подробности в журнале сервера.",

  // The mail to the administrators.
  mailSubject: (site: string) => `${site}: резервная копия по расписанию не создана`,
  mailGreeting: (name: string) => `Здравствуйте, ${name}!`,
  mailBody: (day: string, error: string) =>
    `Резервная копия по расписанию за ${day} не создана. Причина: ${error}`,
  mailAdvice:
    "Создайте копию вручную в кабинете и проверьте, что приложение работает и место для копий есть.",
  mailButton: "Открыть «Резервные копии»",
} as const;
