/**
 * Alerts on the lawyer's phone (issue 47 §4): Web Push to the browsers a staff account turned it
 * on in. Limits and Russian texts, once.
 */

/** Browsers (phones, computers) one account may take pushes in. */
export const PUSH_SUBSCRIPTIONS_PER_USER_MAX = 10;
/** Push services' addresses are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** How long a push service keeps a message for a phone that is off (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Sends tried before a push is given up. */
export const PUSH_MAX_ATTEMPTS = 5;

/**
 * The push services of the browsers people use (Chrome, Edge, Yandex Browser and other Chromium
 * browsers go through FCM; Firefox; Safari; Windows). A subscription names one of them, or a host
 * PUSH_SERVICE_HOSTS adds: the server sends to no other address, so a subscription cannot make it
 * call a machine of someone's choosing.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".notify.windows.com",
] as const;

export const PUSH_TEXTS = {
  // «Учётная запись» → «Уведомления на телефоне».
  title: "Уведомления на телефоне",
  lead: "Новые обращения, сообщения клиентов, оплаты и сроки ответа — уведомлением на этом устройстве, даже когда кабинет закрыт. На телефоне сначала добавьте сайт на главный экран («Установить приложение»).",
  enable: "Получать уведомления на это устройство",
  disable: "Отключить на этом устройстве",
  enabled: "Уведомления на этом устройстве включены.",
  enabledNow: "Уведомления включены",
  disabledNow: "Уведомления на этом устройстве отключены",
  checking: "Проверяем, включены ли уведомления…",
  unsupported:
    "Этот браузер не умеет получать уведомления от сайтов. Откройте кабинет в Chrome, Яндекс Браузере, Firefox, Edge или Safari (на iPhone — после «На экран „Домой“»).",
  denied:
    "Уведомления для этого сайта запрещены в настройках браузера. Разрешите их (значок замка в адресной строке → «Уведомления») и нажмите кнопку снова.",
  failed: "Не удалось включить уведомления: браузер не смог подписаться. Попробуйте ещё раз.",
  endpointInvalid:
    "Адрес службы уведомлений браузера не читается: обновите страницу и включите снова.",
  unknownService:
    "Этот браузер присылает уведомления через службу, с которой сайт не работает. Используйте Chrome, Яндекс Браузер, Firefox, Edge или Safari.",
  keysInvalid: "Ключи подписки на уведомления не подходят: браузер прислал их не целиком.",
  tooMany: `Уведомления уже включены на ${PUSH_SUBSCRIPTIONS_PER_USER_MAX} устройствах: отключите их на одном из старых.`,
} as const;
