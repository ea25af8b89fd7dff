/**
 * The staff second factor and the list of sessions (issue 27 §5, docs/decisions/038): limits and
 * Russian texts shared by the cabinet and the server. No zod here (the web imports this).
 */
import { API_ERROR_CODES } from "../error-codes.ts";

/** One-time recovery codes made at set-up, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code lives. */
export const LOGIN_CHALLENGE_TTL_SECONDS = 300;
/**
 * Codes one challenge takes before it dies, each counted before it is checked, so codes sent at
 * once cannot pass it (the login rate limit counts the wrong ones too).
 */
export const LOGIN_CHALLENGE_MAX_FAILURES = 5;
/** The longest code field accepted: a recovery code with dashes and spaces around it. */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 40;

/** The 403 `code` for an account that must set up its second factor before anything else. */
export const SECOND_FACTOR_SETUP_REQUIRED = API_ERROR_CODES.secondFactorSetupRequired;

/**
 * All that such an account (an administrator invited by an administrator, issue 43 §1) may call
 * until its factor is on: read itself, set the factor up, sign out. Public routes stay open.
 */
export const OPERATIONS_DURING_SECOND_FACTOR_SETUP: readonly string[] = [
  "getMe",
  "logout",
  "getSecondFactor",
  "startSecondFactorSetup",
  "confirmSecondFactor",
];

export const SECOND_FACTOR_TEXTS = {
  title: "Двухфакторная аутентификация",
  onStatus: "Включена: при входе нужен код из приложения-аутентификатора.",
  offStatus:
    "Выключена. Включите, чтобы при входе кроме пароля спрашивался код из приложения на телефоне.",
  onBadge: "Включена",
  loadFailed: "Не удалось загрузить настройки второго фактора",
  turnOn: "Включить",
  turnOff: "Отключить",
  setupTitle: "Подключение приложения-аутентификатора",
  setupHint:
    "Отсканируйте QR-код приложением (Google Authenticator, Яндекс Ключ, Aegis и др.) или введите ключ вручную, затем введите код из приложения.",
  secretLabel: "Ключ для ручного ввода",
  qrAlt: "QR-код для приложения-аутентификатора",
  codeLabel: "Код из приложения",
  codeOrRecoveryLabel: "Код из приложения или резервный код",
  confirm: "Подтвердить",
  recoveryTitle: "Резервные коды",
  recoveryHint:
    "Каждый код подходит для входа один раз, если телефона нет под рукой. Сохраните их сейчас: больше они не будут показаны.",
  copyCodes: "Скопировать",
  copied: "Скопировано",
  downloadCodes: "Скачать",
  savedCodes: "Я сохранил коды",
  recoveryLeft: (left: number) => `Осталось резервных кодов: ${left}`,
  disableTitle: "Отключение второго фактора",
  disableHint: "Введите пароль и код из приложения (или резервный код).",
  loginStepTitle: "Код подтверждения",
  loginStepHint:
    "Введите шестизначный код из приложения-аутентификатора или один из резервных кодов.",
  enabled: "Двухфакторная аутентификация включена",
  disabled: "Двухфакторная аутентификация отключена",
  renew: "Новые резервные коды",
  renewTitle: "Новые резервные коды",
  renewHint:
    "Введите пароль и код из приложения (или резервный код). Прежние резервные коды перестанут действовать.",
  renewed: "Новые резервные коды созданы; прежние больше не действуют",
  codeRequired: "Введите код",
  wrongCode: "Неверный код",
  challengeExpired: "Время на ввод кода истекло. Войдите снова.",
  staffOnly: "Второй фактор доступен только исполнителям и администраторам",
  alreadyOn: "Двухфакторная аутентификация уже включена",
  notOn: "Двухфакторная аутентификация не включена",
  setupNotStarted: "Сначала начните подключение заново",
  setupDue:
    "Администратор фирмы требует второй фактор: подключите приложение-аутентификатор, чтобы продолжить.",
  setupDueTitle: "Подключите второй фактор",
  setupDueHint:
    "Вы вошли как администратор. Прежде чем открыть кабинет, подключите приложение-аутентификатор: без кода с телефона украденный пароль не даст войти в ваш аккаунт.",
  newAdminsNeedIt: "Новые администраторы подключают второй фактор при первом входе",
  newAdminsNeedItHint:
    "Администратор, которого пригласил или назначил другой администратор, сначала настраивает вход по коду из приложения.",
} as const;

/**
 * «Активные сеансы» lists this many, the latest used first: logins are not refused past it, so
 * the list is capped instead; «Выйти на других устройствах» ends the unlisted ones too.
 */
export const SESSIONS_LISTED_MAX = 50;

export const SESSION_TEXTS = {
  title: "Активные сеансы",
  hint: "Устройства, на которых выполнен вход в аккаунт.",
  current: "Этот сеанс",
  device: "Устройство",
  ip: "IP-адрес",
  lastSeen: "Последняя активность",
  end: "Завершить",
  endOthers: "Выйти на других устройствах",
  ended: "Сеанс завершён",
  othersEnded: (count: number) => `Завершено сеансов: ${count}`,
  notFound: "Сеанс не найден",
  unknownDevice: "Неизвестное устройство",
  none: "Других сеансов нет",
  loadFailed: "Не удалось загрузить список сеансов",
} as const;
