/**
 * A recent re-authentication ("sudo mode", as GitHub does it; issue 43 §1): what grants power or
 * moves money runs only when this session proved its owner — the password, and the second
 * factor's code when it is on — within the last few minutes. A sign-in does not count, so a
 * stolen token alone never suffices. Shared by the server's policy hook and the cabinet's dialog.
 */
import { API_ERROR_CODES } from "../error-codes.ts";

/** How long one proof lasts on the session that gave it. */
export const REAUTHENTICATION_WINDOW_MINUTES = 10;

/** The `code` of the 403 answer that asks for the proof; the screens open their dialog on it. */
export const REAUTHENTICATION_REQUIRED = API_ERROR_CODES.reauthenticationRequired;

/**
 * The operations (OpenAPI operationId) that need the proof, each with why. The one list: the
 * policy hook enforces it on every route, the access-matrix test fails when a route that changes
 * staff, money or erasure is neither here nor exempted there with a reason.
 */
export const OPERATIONS_NEEDING_REAUTHENTICATION = {
  inviteStaff: "grants a new account access to clients' chats, an administrator's to everything",
  updateStaff: "changes a role (promotes to administrator) or switches a member of staff on or off",
  updateStaffSettings: "decides which lawyers see which chats and whether new admins need 2FA",
  updatePaymentSetup: "decides where clients' money goes («Оплата»)",
  updateBillingSettings: "the account invoices are paid to («Реквизиты для счетов»)",
  updateReceiptSettings: "what the tax receipts of every payment say («Чеки»)",
  refundPayment: "sends money back",
  updateBookingPolicy: "decides how much of a cancelled consultation's money goes back",
  deleteClient: "erases a client with every chat and file",
  deleteAllChats: "erases every chat of the firm («Удалить все чаты»)",
  updateTelegramBot:
    "another bot's token would carry every client's chat in Telegram to someone else",
  downloadBackup: "carries every client's chats, files and payments out of the firm at once",
  deleteBackup: "erases a backup the firm may need to restore from",
  updateBackupSchedule:
    "turning the schedule off or keeping fewer copies erases the firm's backups",
  disableSecondFactor: "removes the second factor itself",
  renewRecoveryCodes: "makes new ways past the second factor",
  changePassword: "takes the account over",
  requestEmailChange: "takes the account over (the reset links follow the address)",
  confirmPhone:
    "a confirmed number signs in by SMS and signs documents: changing it takes the account over " +
    "(an account confirming its first number, right after signing in, is not asked)",
} as const satisfies Record<string, string>;

export const needsReauthentication = (operationId: string | undefined): boolean =>
  operationId !== undefined && Object.hasOwn(OPERATIONS_NEEDING_REAUTHENTICATION, operationId);

export const REAUTHENTICATION_TEXTS = {
  required: "Подтвердите, что это вы: введите пароль.",
  requiredWithCode: "Подтвердите, что это вы: введите пароль и код из приложения.",
  title: "Подтвердите, что это вы",
  hint: `Это действие меняет права сотрудников, деньги или данные клиентов. После подтверждения ${REAUTHENTICATION_WINDOW_MINUTES} минут пароль не понадобится.`,
  /** The reason in the client's cabinet, where a new phone number is the one such change. */
  phoneHint:
    "Номер телефона открывает вход по SMS и подписывает документы, поэтому его смену подтверждают " +
    `паролем. После подтверждения ${REAUTHENTICATION_WINDOW_MINUTES} минут пароль не понадобится.`,
  passwordLabel: "Пароль",
  codeLabel: "Код из приложения или резервный код",
  submit: "Подтвердить",
  cancel: "Отмена",
  wrongPassword: "Неверный пароль",
} as const;
