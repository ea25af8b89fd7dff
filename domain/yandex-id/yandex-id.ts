/**
 * Sign-in with Yandex ID (issue 45 §2, docs/decisions/060-yandex-id.md): a way in the law counts
 * (149-FZ as amended by 406-FZ names systems of Russian companies) beside the phone's code. Limits
 * and Russian texts shared by the server and the pages; no zod here (the web imports this).
 */

/** How long a started sign-in waits for Yandex to send the person back. */
export const YANDEX_STATE_TTL_SECONDS = 10 * 60;
/** How long the one-time code in `/login/complete#code=…` may be exchanged, once. */
export const YANDEX_EXCHANGE_CODE_TTL_SECONDS = 60;
/** How long a registration begun from Yandex ID may link the new account (`yandex_link`). */
export const YANDEX_LINK_TTL_SECONDS = 30 * 60;

/** Where the button leads: the server sends the browser on to Yandex from there. */
export const YANDEX_START_PATH = "/api/auth/yandex/start";
/** The page the callback sends the browser to, the one-time code after `#code=`. */
export const YANDEX_COMPLETE_PATH = "/login/complete";

/**
 * What the login page is told by `?yandex=` when the callback sends the browser back: the person
 * said no at Yandex, or something failed on the way (a stale link, Yandex unreachable).
 */
export const YANDEX_RETURN_PARAM = "yandex";
export type YandexReturn = "denied" | "failed";

export const YANDEX_ID_TEXTS = {
  button: "Войти с Яндекс ID",
  notConfigured: "Вход с Яндекс ID на этом сайте не настроен",
  denied:
    "Вход с Яндекс ID отменён: вы не разрешили доступ к данным. Войдите другим способом или попробуйте ещё раз",
  failed: "Не удалось войти с Яндекс ID. Попробуйте ещё раз или войдите другим способом",
  codeExpired: "Ссылка для входа устарела — войдите ещё раз",
  linkInvalid: "Привязка к Яндекс ID устарела — войдите с Яндекс ID ещё раз",
  yandexTaken: "Этот Яндекс ID уже привязан к другой учётной записи",
  completing: "Входим с Яндекс ID…",
  completeTitle: "Вход с Яндекс ID",
  retry: "Вернуться ко входу",
  prefilled:
    "Имя, e-mail и телефон получены из Яндекс ID — проверьте их. Телефон подтвердите кодом из SMS: после регистрации входить можно и с Яндекс ID.",
} as const;

/** The login page's message for a `?yandex=` value, or null for anything else. */
export function yandexReturnText(value: string | null): string | null {
  if (value === "denied") return YANDEX_ID_TEXTS.denied;
  if (value === "failed") return YANDEX_ID_TEXTS.failed;
  return null;
}
