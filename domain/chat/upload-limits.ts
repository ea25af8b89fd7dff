/**
 * Upload caps beyond the spec's 20 files × 10 MB, so that nobody can fill the disk: one send, one
 * guest chat's storage, and what one address or one account may upload in 24 hours. Anonymous
 * uploads (guest chats) get the lower per-address cap: they cost no registration.
 */
const MB = 1024 * 1024;

export const MAX_SEND_BYTES = 50 * MB;
export const GUEST_CHAT_STORAGE_BYTES = 100 * MB;
export const DAILY_UPLOAD_BYTES_PER_IP = 2048 * MB;
export const DAILY_ANONYMOUS_UPLOAD_BYTES_PER_IP = 300 * MB;
export const DAILY_UPLOAD_BYTES_PER_ACCOUNT = 1024 * MB;
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Uploads in progress at once on one instance (each holds a socket and a storage write): per
 * account, and per address (higher: an office shares one). The app's own forms send one at a
 * time, so only a script meets these.
 */
export const CONCURRENT_UPLOADS_PER_ACCOUNT = 4;
export const CONCURRENT_UPLOADS_PER_IP = 16;

const inMb = (bytes: number) => `${Math.round(bytes / MB)} МБ`;

export const UPLOAD_LIMIT_TEXTS = {
  sendTooLarge: `За одну отправку можно передать не более ${inMb(MAX_SEND_BYTES)}. Отправьте файлы частями.`,
  guestChatFull: `В гостевом чате можно хранить не более ${inMb(GUEST_CHAT_STORAGE_BYTES)} файлов. Зарегистрируйтесь, чтобы передать больше.`,
  dailyQuotaReached:
    "Достигнут суточный лимит загрузки файлов. Попробуйте позже или напишите сообщение без файлов.",
  tooManyAtOnce: "Слишком много загрузок одновременно. Дождитесь окончания текущих и повторите.",
  storeUnavailable:
    "Хранилище файлов временно недоступно, файл не сохранён. Попробуйте через несколько минут.",
  diskFull:
    "Загрузка файлов временно недоступна: на сервере заканчивается место. Попробуйте позже.",
} as const;

/** Whether files of these sizes fit one send; the picker checks it before anything is uploaded. */
export function fitsOneSend(sizes: readonly number[]): boolean {
  return sizes.reduce((total, size) => total + size, 0) <= MAX_SEND_BYTES;
}
