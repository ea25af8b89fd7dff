/**
 * Limits on the calls that act on an e-mail address someone types (issue 27 §2, §4; decision
 * 036). Counted in the shared rate-limit store, keyed by a hash of the lower-cased address.
 */
export const ADDRESS_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** Reset mails per address per hour, whatever the sender's IP; more answer the same, send nothing. */
export const RESET_MAILS_PER_ADDRESS = 3;

/**
 * Registration and e-mail change answer «уже зарегистрирован» for a taken address: attempts per
 * address per hour (any IP), and such answers per IP per hour, before both answer 429.
 */
export const TAKEN_CHECKS_PER_ADDRESS = 5;
export const TAKEN_ANSWERS_PER_IP = 10;
