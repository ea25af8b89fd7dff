/** Generic Russian texts of the API (spec: errors answer { detail } in Russian). */
export const API_TEXTS = {
  internal: "Внутренняя ошибка сервера. Попробуйте позже.",
  unavailable:
    "Сервис временно недоступен: нет связи с базой данных. Повторите через несколько секунд.",
  notFound: "Не найдено",
  badRequest: "Некорректный запрос",
  tooManyRequests: "Слишком много запросов. Попробуйте позже.",
  /** PostgreSQL cannot store U+0000 in text: refused for every route (docs/decisions/037). */
  nulCharacter: "Текст содержит недопустимый символ (U+0000).",
  networkError: "Нет связи с сервером. Проверьте подключение к интернету.",
} as const;

export const CONFIRM_TEXTS = {
  cancel: "Отмена",
  confirm: "Подтвердить",
  close: "Закрыть",
} as const;
