/**
 * Caps on open live-event streams (one is a held-open HTTP connection with its subscriptions):
 * a signed-in user's tabs, a guest chat's tabs, and one address overall (EVENT_STREAMS_PER_IP,
 * higher because an office or a mobile carrier puts many people behind one address).
 */
export const EVENT_STREAMS_PER_USER = 10;
export const EVENT_STREAMS_PER_GUEST_CHAT = 5;
export const EVENT_STREAMS_PER_IP_DEFAULT = 50;

export const LIVE_TEXTS = {
  tooManyStreams:
    "Слишком много открытых вкладок с чатом. Закройте лишние — обновления продолжат приходить.",
  liveUnavailable:
    "Живые обновления временно недоступны: страница обновляется сама каждые несколько секунд.",
} as const;
