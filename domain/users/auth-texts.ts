import { type LoginType, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./users.ts";

/**
 * Russian texts of the account screens and calls (spec 1 §5, §8). Their own module: users.ts is
 * read by every page's header, these only by the account forms and the server.
 */
export const AUTH_TEXTS = {
  emailRequired: "Введите email",
  emailInvalid: "Введите корректный email",
  emailTooLong: "Слишком длинный email",
  passwordRequired: "Введите пароль",
  passwordTooShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
  passwordPlaceholder: `Минимум ${PASSWORD_MIN_LENGTH} символов`,
  passwordTooLong: "Слишком длинный пароль",
  fullNameRequired: "Введите ФИО",
  fullNameTooLong: "Слишком длинное ФИО",
  clientTypeRequired: "Выберите тип клиента",
  loginTypeRequired: "Выберите тип входа",
  loginFailed: "Ошибка входа",
  registrationFailed: "Ошибка регистрации",
  wrongCredentials: "Неверный email или пароль",
  emailTaken: "Пользователь с таким email уже зарегистрирован",
  passwordsDiffer: "Пароли не совпадают",
  consentRequired: "Необходимо согласиться с офертой и политикой обработки ПД",
  allFieldsRequired: "Пожалуйста, заполните все поля",
  notAuthenticated: "Необходимо войти в систему",
  sessionExpired: "Сессия истекла, войдите снова",
  forbidden: "Недостаточно прав для этого действия",
  tooManyAttempts: "Слишком много попыток. Попробуйте через минуту.",
  /** The hour-long limits of registration and e-mail change (decision 036). */
  tooManyAttemptsForAnHour: "Слишком много попыток. Попробуйте через час.",
  accountDisabled: "Этот аккаунт отключён. Обратитесь к администратору сервиса.",
  currentPasswordRequired: "Введите текущий пароль",
  currentPasswordWrong: "Текущий пароль неверен",
  passwordChanged: "Пароль изменён. Другие входы в аккаунт закрыты.",
  passwordChangeTitle: "Смена пароля",
  currentPasswordLabel: "Текущий пароль",
  newPasswordLabel: "Новый пароль",
  repeatPasswordLabel: "Повторите новый пароль",
  changePassword: "Сменить пароль",
  wrongLoginType: {
    individual:
      "Этот аккаунт зарегистрирован как физическое лицо. Выберите вход для физических лиц.",
    corporate:
      "Этот аккаунт зарегистрирован как ИП / юридическое лицо. Выберите корпоративный вход.",
    executor: "Этот аккаунт принадлежит исполнителю. Выберите вход для исполнителей.",
  } satisfies Record<LoginType, string>,
} as const;

/** A new password field's problem as a form shows it (the server then checks strength too). */
export function newPasswordProblem(value: string): string | null {
  if (!value) return AUTH_TEXTS.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_TEXTS.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return AUTH_TEXTS.passwordTooLong;
  return null;
}

/** The repeat field of a new password. */
export const repeatPasswordProblem = (repeat: string, password: string): string | null =>
  repeat === password ? null : AUTH_TEXTS.passwordsDiffer;
