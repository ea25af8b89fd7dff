/**
 * Documents a client signs in the chat with a code from an SMS: a simple electronic signature
 * (ПЭП, 63-FZ art. 9; issue 45 §3; docs/decisions/061). Statuses, limits and every Russian text the
 * server answers, the certificate prints and the screens show. No zod here (the web imports this).
 */
import { initialsOf } from "../billing/firm-readiness.ts";
import { formatMoscowDateTime } from "../time.ts";

export const SIGNATURE_STATUSES = ["pending", "signed", "cancelled"] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

/**
 * Requests one chat may hold, whatever their state: a real matter has a few documents to sign,
 * so the chat's list is answered whole and a request past this is refused.
 */
export const SIGNATURE_REQUESTS_PER_CHAT_MAX = 200;

/** A SHA-256 as the API takes and answers it: 64 hexadecimal digits, lower case. */
export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;

/** How a signature was made, as the certificate and the record name it. */
export const SIGNATURE_METHOD = "Простая электронная подпись: код из SMS на подтверждённый номер";

/** The SMS names the document: a long name is cut, so the code fits one or two messages. */
export const SMS_FILE_NAME_MAX = 40;

const shortName = (fileName: string) =>
  fileName.length > SMS_FILE_NAME_MAX ? `${fileName.slice(0, SMS_FILE_NAME_MAX - 1)}…` : fileName;

/**
 * What a verification shows of the signer: the surname and initials («Смирнов И. П.»), never the
 * whole name or the phone. Whoever asks holds the document, which names the parties anyway.
 */
export const signerInitialsOf = (fullName: string) => initialsOf(fullName);

/** «03.12.2026, 15:04 (МСК)» */
export const moscowStamp = (value: string | Date) => `${formatMoscowDateTime(value)} (МСК)`;

export const SIGNATURE_STATUS_LABELS: Record<SignatureStatus, string> = {
  pending: "Ожидает подписи",
  signed: "Подписан",
  cancelled: "Запрос отменён",
};

export const SIGNATURE_TEXTS = {
  // The server's answers.
  notFound: "Запрос подписи не найден",
  fileRequired: "Укажите документ для подписи",
  oneSource: "Укажите либо файл, либо акт — что-то одно",
  fileNotFound: "Файл не найден в этом чате и в ваших «Файлах»",
  actNotFound: "Акт не найден в этом чате",
  onlyActs: "Подписать можно акт; счёт оплачивают, а не подписывают",
  guestChat: "В гостевом чате подписать документ нельзя: у гостя нет подтверждённого номера",
  tooMany: `В этом чате уже ${SIGNATURE_REQUESTS_PER_CHAT_MAX} запросов подписи`,
  alreadySigned: "Документ уже подписан",
  cancelled: "Запрос подписи отменён юристом",
  notPending: "Запрос подписи уже не ждёт подписи",
  noConfirmedPhone:
    "Чтобы подписать документ, подтвердите номер мобильного телефона в профиле: код приходит только на подтверждённый номер",
  fileChanged:
    "Файл изменился после того, как юрист запросил подпись, поэтому подписать его нельзя. Попросите юриста запросить подпись заново",
  fileMissing: "Файл документа не найден в хранилище: подписать его нельзя",
  hashFormat: "Укажите SHA-256 документа: 64 шестнадцатеричных символа",
  /** The SMS with the code. */
  sms: (fileName: string, code: string) =>
    `Код для подписания документа «${shortName(fileName)}»: ${code}. Никому его не сообщайте`,
  /** The lawyer's message that asks for the signature (the client's bell and mail come with it). */
  requestMessage: (fileName: string) =>
    `Прошу подписать документ «${fileName}» простой электронной подписью: нажмите «Подписать» у файла и введите код из SMS.`,
  /** The chat's system message that carries the certificate. */
  signedMessage: (fileName: string, signer: string, at: Date) =>
    `Документ «${fileName}» подписан: ${signer}, ${moscowStamp(at)}, простой электронной подписью (код из SMS). Лист подписания — во вложении.`,
  certificateFileName: (fileName: string) => `Лист подписания — ${fileName}.pdf`,
  /** The note an act's PDF carries once the customer signed it. */
  actSigned: (at: Date | string) =>
    `Подписан заказчиком простой электронной подписью ${moscowStamp(at)}`,
} as const;

/** What the certificate («Лист подписания») prints. */
export const CERTIFICATE_TEXTS = {
  title: "Лист подписания",
  lead: "Электронный документ подписан простой электронной подписью (статья 9 Федерального закона от 06.04.2011 № 63-ФЗ «Об электронной подписи»).",
  site: "Сайт",
  document: "Документ",
  hash: "Контрольная сумма SHA-256 файла документа",
  signer: "Подписант",
  phone: "Подтверждённый номер телефона",
  signedAt: "Дата и время подписания",
  moscow: (at: string) => `${at} (московское время)`,
  utc: (at: string) => `${at} (UTC)`,
  ip: "IP-адрес подписанта",
  method: "Способ подписания",
  requested: "Подпись запросил",
  requestId: "Номер запроса подписи",
  basis: "Основание",
  basisText: (offerVersion: number | null) =>
    `Соглашение об использовании простой электронной подписи — раздел «Электронные документы и простая электронная подпись» публичной оферты${offerVersion ? ` (редакция ${offerVersion})` : ""}. Подписант определён по подтверждённому номеру телефона и одноразовому коду из SMS, отправленному на этот номер; код введён подписантом в личном кабинете.`,
  check: "Проверка",
  checkText: (url: string) =>
    `Любой, у кого есть файл документа, может проверить подпись по его SHA-256: ${url}`,
  unknown: "не определён",
} as const;

/** Texts of the screens: the lawyer's action, the client's dialog, the statuses. */
export const SIGNATURE_UI_TEXTS = {
  request: "Запросить подпись",
  requestOf: (fileName: string) => `Запросить подпись: ${fileName}`,
  requested: "Подпись запрошена: клиент увидит кнопку «Подписать»",
  requestFailed: "Не удалось запросить подпись",
  /** «Сформировать документ»: the contract goes to the client with the request at once. */
  sendForSignature: "Отправить на подпись",
  sentForSignature: "Документ отправлен клиенту на подпись",
  cancel: "Отменить запрос",
  cancelOf: (fileName: string) => `Отменить запрос подписи: ${fileName}`,
  cancelled: "Запрос подписи отменён",
  cancelFailed: "Не удалось отменить запрос",
  sign: "Подписать",
  signOf: (fileName: string) => `Подписать: ${fileName}`,
  pending: "Ожидает подписи",
  signedAt: (at: string) => `Подписан ${moscowStamp(at)}`,
  waitingTitle: "Документы на подпись",
  waitingLead: "Юрист просит подписать эти документы простой электронной подписью — кодом из SMS.",
  dialogTitle: "Подписание документа",
  dialogDocument: (fileName: string) => `Документ: «${fileName}»`,
  dialogHash: "SHA-256 файла",
  dialogExplain:
    "Мы отправим одноразовый код в SMS на ваш подтверждённый номер. Введённый код — ваша простая электронная подпись: она равнозначна собственноручной (63-ФЗ, ст. 9, и раздел оферты об электронных документах). Никому не сообщайте код.",
  offerLink: "Условия в оферте",
  sendCode: "Отправить код",
  sendingCode: "Отправляем код...",
  codeSent: (phone: string) => `Код отправлен на ${phone}`,
  codeLabel: "Код из SMS",
  codeHint: "6 цифр",
  resendIn: (seconds: number) => `Отправить код ещё раз можно через ${seconds} с`,
  resend: "Отправить код ещё раз",
  confirm: "Подписать",
  signed: "Документ подписан",
  signedDetail: (at: string) =>
    `Подписан ${moscowStamp(at)}. Лист подписания появился в чате рядом с документом.`,
  close: "Закрыть",
  failed: "Не удалось подписать документ",
  codeFailed: "Не удалось отправить код",
  listFailed: "Не удалось загрузить запросы подписи",
  actRequest: "Запросить подпись",
  actRequestOf: (number: string) => `Запросить подпись акта № ${number}`,
  actRequested: "Акт отправлен в чат на подпись",
  actPending: "Акт ожидает подписи заказчика",
  actSigned: (at: string) => `Подписан заказчиком ${moscowStamp(at)}`,
} as const;
