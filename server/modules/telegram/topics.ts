/**
 * Told on every instance once a transaction queued Telegram messages or an update arrived: each
 * instance flushes, and the outbox's and the update queue's leases let one of them do each.
 */
export const TELEGRAM_DUE_TOPIC = "telegram:due";
/** The bot's token changed in «Настройки сайта»: every instance reads it again. */
export const TELEGRAM_BOT_CHANGED_TOPIC = "telegram:bot-changed";
