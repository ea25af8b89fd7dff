/**
 * Payments (issue 4): the states of one payment at the provider and every allowed change, in one
 * table; the server's payment service is the only caller that changes a state, through
 * `paymentChange`. A repeated or out-of-order notification never changes anything twice.
 * Limits, labels and texts of the payment screens live here too. No zod: the web imports this.
 */
import { PHONE_TEXTS } from "../contacts/phone.ts";
import { formatWholeNumber } from "../numbers.ts";

export const PAYMENT_STATES = ["pending", "succeeded", "canceled", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * from → the states it may move to. Capture is immediate (`capture: true`), so no waiting state;
 * a payment refunded before we heard of its success goes from pending straight to refunded.
 */
const ALLOWED: Record<PaymentState, readonly PaymentState[]> = {
  pending: ["succeeded", "canceled", "refunded"],
  succeeded: ["refunded"],
  canceled: [],
  refunded: [],
};

export type PaymentChange = "apply" | "unchanged" | "refused";

/**
 * What to do when the provider says a payment is now `to`: apply it, ignore a repeat, or refuse a
 * move backwards (a late "pending" after "succeeded", a "succeeded" after "canceled").
 */
export function paymentChange(from: PaymentState, to: PaymentState): PaymentChange {
  if (from === to) return "unchanged";
  return ALLOWED[from].includes(to) ? "apply" : "refused";
}

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: "Ожидает оплаты",
  succeeded: "Оплачен",
  canceled: "Отменён",
  refunded: "Возвращён",
};

/**
 * Who moves the money: the built-in test provider, YooKassa, or a transfer the executor confirmed
 * by hand («Подтвердить оплату»).
 */
export const PAYMENT_PROVIDERS = ["sandbox", "yookassa", "manual"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_CURRENCY = "RUB";
/** Roubles. The smallest payment request is 1 ₽ (spec 2 §5); the largest one payment we take. */
export const PAYMENT_AMOUNT_MIN = 1;
export const PAYMENT_AMOUNT_MAX = 1_000_000;

/**
 * The payment modal's ways to pay: a transfer (the spec's default, when configured), a card, or
 * СБП — the Faster Payments System, a QR code paid in the payer's bank app (issue 31 §5).
 */
export const PAYMENT_METHODS = ["manual", "card", "sbp"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "manual";

/** The ways the provider takes online (POST /api/payments/create `method`). */
export const ONLINE_PAYMENT_METHODS = ["card", "sbp"] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const isOnlineMethod = (method: PaymentMethod): method is OnlinePaymentMethod =>
  method !== "manual";

/**
 * The ways to pay the modal offers: «Переводом» only when the operator configured where to
 * transfer (issue 11 §1: without details it sent the payer to write to a messenger the site may
 * not have), and then first, as the spec's default; the card; СБП where the provider takes it.
 */
export function offeredPaymentMethods(
  transferConfigured: boolean,
  sbp = false,
): readonly PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (method) => (method !== "manual" || transferConfigured) && (method !== "sbp" || sbp),
  );
}
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  manual: "Переводом",
  card: "Картой онлайн",
  sbp: "СБП (по QR-коду)",
};
/**
 * How a payment was paid, as «Платежи» lists it (issue 44 §3: an СБП payment read «Картой»):
 * the short word beside the amount.
 */
export const PAYMENT_METHOD_SHORT_LABELS: Record<PaymentMethod, string> = {
  manual: "Переводом",
  card: "Картой",
  sbp: "СБП",
};
/** What the card option accepts (spec 1 §2). */
export const CARD_PAYMENT_BRANDS = ["Visa", "MasterCard", "МИР"] as const;

/**
 * What a payment was for, as the cabinet's «Платежи» tab sorts them (issue 11 §1): an online
 * payment (card or СБП) for a catalogue service, a transfer the executor confirmed, a business
 * tariff, or the executor's payment request in a chat. How it was paid is its `method`.
 */
export const PAYMENT_KINDS = ["card", "manual", "tariff", "payment_request"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  card: "Услуга из каталога",
  manual: "Перевод",
  tariff: "Бизнес-тариф",
  payment_request: "Запрос в чате",
};
/**
 * What «Платежи» says in place of «Открыть чат» when a payment has no chat. A payment asked for
 * in a chat (a request, a confirmed transfer) had one, so it was deleted; a card payment for a
 * catalogue service or a tariff opens its chat only when the money arrives, so one that never
 * succeeded never had a chat: it says what it was for instead.
 */
export function paymentChatNote(payment: {
  kind: PaymentKind;
  paid_at: string | null;
  service_title: string;
}): string {
  if ((payment.kind === "card" || payment.kind === "tariff") && payment.paid_at === null) {
    return PAYMENT_TEXTS.paymentsWithoutChat(payment.kind, payment.service_title);
  }
  return PAYMENT_TEXTS.paymentsNoChat;
}

/** Rows per page of the «Платежи» tab. */
export const PAYMENTS_PAGE_SIZE = 20;

/** Where the browser keeps the last payment it started (spec 1 §4), read by /payment/result. */
export const LAST_PAYMENT_STORAGE_KEY = "lastPayment";

/** Business-tariff purchases as the cabinet shows them (spec 3 §4). */
export function purchaseStatusLabel(state: string): string {
  if (state === "succeeded") return "Оплачено";
  if (state === "pending") return "Ожидание";
  return "Отменено";
}

/** Earnings periods by Moscow calendar days (spec 3 §2): the week starts on Monday. */
export const EARNINGS_PERIODS = ["today", "yesterday", "week", "month"] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
export const EARNINGS_PERIOD_LABELS: Record<EarningsPeriod, string> = {
  today: "Сегодня",
  yesterday: "Вчера",
  week: "Эта неделя",
  month: "Этот месяц",
};

/** How many purchases the business-tariffs tab lists. */
export const RECENT_PURCHASES_LIMIT = 20;

export const PAYMENT_TEXTS = {
  // Card payment modal (spec 1 §2, §5, §8)
  modalTitle: (title: string) => `Оплата: ${title}`,
  amountLabel: "К оплате",
  nameLabel: "Имя",
  emailLabel: "Email",
  emailHint: "Пришлём чек об оплате",
  phoneLabel: "Телефон (необязательно)",
  methodLabel: "Способ оплаты",
  nameAndEmailRequired: "Пожалуйста, заполните имя и email",
  consentRequired: "Необходимо согласиться с офертой и политикой обработки ПД",
  emailInvalid: "Введите корректный email",
  phoneInvalid: PHONE_TEXTS.invalid,
  cardMethods: "Принимаем карты Visa, MasterCard и МИР.",
  sbpHint:
    "Откроется страница с QR-кодом: отсканируйте его камерой телефона или в приложении банка и подтвердите оплату.",
  sbpMethodInvalid: "Способ оплаты: карта (card) или СБП (sbp).",
  sbpUnavailable: "Оплата через СБП сейчас недоступна: выберите карту.",
  sandboxSbpTitle: "Тестовая оплата через СБП",
  sandboxQrAlt: "QR-код для оплаты через СБП",
  sandboxQrHint: "В тестовом режиме QR-код ведёт на эту же страницу: деньги не списываются.",
  cardRedirect:
    "После нажатия «Перейти к оплате» откроется защищённая страница платёжного сервиса.",
  payByCard: "Перейти к оплате",
  manualTitle: "Реквизиты для перевода",
  manualCard: "Номер карты",
  manualPhone: "Телефон (СБП)",
  manualRecipient: "Получатель",
  manualInstruction:
    "После перевода отправьте чек в чат или в WhatsApp — исполнитель подтвердит оплату и начнёт работу.",
  /** The same without WhatsApp, while the site settings name no WhatsApp link. */
  manualInstructionChat:
    "После перевода отправьте чек в чат — исполнитель подтвердит оплату и начнёт работу.",
  manualNotConfigured:
    "Реквизиты для перевода сообщит юрист в чате — напишите нам, и мы ответим в рабочее время.",
  sendReceipt: "Отправить чек в чат",
  guestWarningTitle: "Вы оплачиваете как гость",
  guestWarning:
    "Сообщения гостевого чата не сохраняются: у гостя нет постоянного чата, архива готовых документов и приоритета.",
  guestRegister: "Зарегистрироваться",
  createFailed: "Ошибка создания платежа",
  createFailedUnexpected: "Произошла ошибка при создании платежа",
  // Server checks of POST /api/payments/create
  amountInvalid: "Пожалуйста, введите корректную сумму",
  amountTooLarge: `Сумма одного платежа — не больше ${formatWholeNumber(PAYMENT_AMOUNT_MAX)} ₽`,
  amountChanged: (price: string) =>
    `Стоимость изменилась: сейчас она ${price}. Обновите страницу и оплатите заново.`,
  currencyUnsupported: "Оплата принимается только в рублях",
  targetMissing: "Не указано, за что оплата: выберите услугу, тариф или счёт в чате",
  serviceNotPayable: "Эта услуга недоступна для оплаты онлайн: стоимость уточнит юрист в чате",
  requestNotFound: "Запрос на оплату не найден",
  requestAlreadyPaid: "Этот счёт уже оплачен",
  requestSuperseded:
    "Исполнитель заменил этот запрос на оплату новым: оплатите последний запрос в чате",
  providerFailed: "Платёжный сервис не ответил. Попробуйте ещё раз через минуту.",
  paymentNotFound: "Платёж не найден",
  paymentInProgress: "Платёж уже создаётся — подождите несколько секунд",
  idempotenceKeyInvalid: "Некорректный заголовок Idempotence-Key",
  idempotenceKeyReused: "Этот Idempotence-Key уже использован для другого платежа",
  // Payment request in chat (spec 2 §5, §8)
  requestDialogTitle: "Задать цену для оплаты",
  requestAmountLabel: "Сумма, ₽",
  requestCommentLabel: "Комментарий для клиента (необязательно)",
  requestServiceLabel: "Услуга",
  requestServiceHint: "Что оплачивает компания: так называется строка счёта и акта",
  requestServiceRequired:
    "Укажите услугу: в корпоративном чате её название — строка счёта и акта для бухгалтерии компании.",
  requestServiceTooLong: "Название услуги — не длиннее 300 символов.",
  requestSend: "Отправить запрос",
  requestSent: "Запрос на оплату отправлен клиенту!",
  requestFailed: (detail: string) => `Ошибка при отправке запроса на оплату: ${detail}`,
  paymentRequest: "Запрос на оплату",
  pay: "Оплатить",
  paid: "Оплачено",
  // Executor: confirm payment and payment status (spec 3 §2, §8)
  markPaid: "Подтвердить оплату",
  markPaidTitle: "Подтверждение оплаты",
  markPaidText:
    "Подтвердите, что перевод получен: клиент увидит это в чате, сумма попадёт в доходы.",
  markPaidAmountLabel: "Получено, ₽",
  markPaidSuccess: "Оплата подтверждена",
  alreadyPaid: "Оплата по этому чату уже подтверждена",
  cardPaymentInProgress:
    "Клиент сейчас оплачивает картой: дождитесь результата несколько минут, чтобы не учесть оплату дважды",
  markPaidAmountMissing: "Укажите полученную сумму",
  nothingOwed:
    "Подтвердить оплату можно, только когда чат ожидает оплаты: сначала запросите оплату у клиента",
  requestFilesRefused: "К запросу на оплату нельзя прикрепить файлы",
  requestPreview: (amount: string) => `Запрос на оплату: ${amount}`,
  paymentStatus: "Статус оплаты",
  paymentStatusTitle: "Изменить статус оплаты",
  paymentStatusHint:
    "Отметка для учёта. Возврат по карте делается в личном кабинете ЮKassa и придёт сюда сам.",
  paymentStatusSuccess: "Статус оплаты обновлён",
  unknownError: "Неизвестная ошибка",
  // /payment/result (spec 1 §4)
  resultTitle: "Результат оплаты",
  resultChecking: "Проверяем платёж…",
  resultPending: "Ожидаем подтверждение оплаты",
  resultPendingHint:
    "Платёжный сервис ещё не сообщил результат. Страница обновится сама, обычно это занимает до минуты.",
  resultSucceeded: "Оплата прошла успешно",
  resultSucceededHint:
    "Спасибо! Чек придёт на вашу почту. Юрист свяжется с вами в рабочее время — напишите в чат, если есть вопросы.",
  resultCanceled: "Платёж отменён",
  resultCanceledHint: "Деньги не списаны. Можно попробовать ещё раз или выбрать перевод.",
  /** Where no transfer details are configured, nothing promises one (issue 28 §2). */
  resultCanceledHintNoTransfer: "Деньги не списаны. Можно попробовать ещё раз.",
  resultRefunded: "Платёж возвращён",
  resultRefundedHint: "Деньги вернутся на карту в срок, который устанавливает ваш банк.",
  resultUnknown: "Мы не нашли платёж",
  resultUnknownHint:
    "Возможно, оплата начата в другом браузере. Если деньги списаны, напишите нам — мы проверим.",
  resultLoadFailed: "Не удалось узнать состояние платежа",
  toChat: "Вернуться в чат",
  toCabinet: "В личный кабинет",
  toServices: "К услугам",
  tryAgain: "Попробовать ещё раз",
  // Sandbox provider page (issue 4: clearly a test mode)
  sandboxBadge: "ТЕСТОВЫЙ РЕЖИМ",
  sandboxTitle: "Тестовая оплата",
  sandboxNotice:
    "Это тестовая платёжная страница: деньги не списываются. Настоящие платежи сайт начнёт принимать, когда владелец подключит платёжный сервис.",
  sandboxPay: "Оплатить",
  sandboxCancel: "Отменить платёж",
  sandboxAlreadyFinished: "Этот тестовый платёж уже завершён",
  sandboxNotFound: "Тестовый платёж не найден",
  /** The executor's live notice when money arrives (issue 11 §1). */
  paymentReceivedNotice: (amount: string, title: string, payer: string | null) =>
    `Новая оплата: ${amount} — ${title}${payer ? `, ${payer}` : ""}`,
  // The cabinet's «Платежи» tab (issue 11 §1)
  paymentsTitle: "Платежи",
  paymentsLoading: "Загрузка платежей...",
  paymentsLoadFailed: "Не удалось загрузить платежи",
  paymentsEmpty: "Платежей пока нет",
  paymentsNothingFound: "Ничего не найдено",
  paymentsSearch: "Поиск по плательщику",
  paymentsSearchPlaceholder: "Имя, email или телефон",
  paymentsStatusFilter: "Статус",
  paymentsKindFilter: "Вид",
  paymentsAll: "Все",
  paymentsDate: "Дата",
  paymentsPayer: "Плательщик",
  paymentsWhat: "За что",
  paymentsAmount: "Сумма",
  paymentsStatus: "Статус",
  paymentsChat: "Чат",
  paymentsOpenChat: "Открыть чат",
  paymentsNoChat: "Чат удалён",
  /** A catalogue or tariff payment that never got as far as its chat (see paymentChatNote). */
  paymentsWithoutChat: (kind: "card" | "tariff", title: string) =>
    `Без чата: оплата ${kind === "tariff" ? "тарифа" : "услуги"} «${title}»`,
  paymentsPaidAt: (dateTime: string) => `Оплачен ${dateTime}`,
  paymentsNoPayer: "Не указан",
  // Earnings and business tariffs (spec 3 §2, §8)
  earningsTitle: "Доходы",
  earningsYear: (year: number) => `Итого за ${year} год`,
  earningsCount: (count: number) => `Платежей: ${count}`,
  earningsMonth: "Месяц",
  earningsAmount: "Сумма",
  earningsPayments: "Платежей",
  earningsLoadFailed: "Не удалось загрузить доходы",
  tariffStatsTitle: "Бизнес-тарифы",
  totalPurchases: "Всего покупок",
  totalRevenue: "Выручка",
  recentPurchases: "Последние покупки",
  noPurchases: "Покупок пока нет",
  purchaseTariff: "Тариф",
  purchaseAmount: "Сумма",
  purchaseStatus: "Статус",
  purchaseDate: "Дата",
  tariffStatsLoadFailed: "Не удалось загрузить статистику тарифов",
  // Chat payment display and the executor's payment dialogs
  requestService: "Услуга",
  requestCommentPlaceholder: "Например: что входит в стоимость и в какой срок",
  requestReplaced: "Заменён новым запросом",
  paidAtTime: (dateTime: string) => `${dateTime} (МСК)`,
  chatPaymentLabel: "Оплата",
  paymentStatusSave: "Сохранить",
  // Earnings and business-tariffs tabs
  earningsLoading: "Загрузка доходов...",
  earningsYearLabel: "Год",
  earningsByMonth: "По месяцам",
  tariffStatsLoading: "Загрузка статистики тарифов...",
  tariffStatsByPlan: "По тарифам",
  tariffPurchases: (count: number) => `Покупок: ${count}`,
  // Card payment modal, /payment/result and the sandbox page: the screens' remaining texts
  testMode: "Тестовый режим",
  testModeHint: "Оплата пройдёт на тестовой странице: деньги не списываются.",
  settingsLoadFailed: "Не удалось загрузить реквизиты для перевода",
  copy: "Скопировать",
  copied: "Скопировано",
  writeToChat: "Написать в чат",
  checkAgain: "Проверить ещё раз",
  resultPendingStopped:
    "Страница больше не обновляется сама. Нажмите «Проверить ещё раз» — или напишите нам, если деньги уже списаны.",
  resultAmount: "Сумма",
  sandboxShop: "Магазин",
  sandboxDescription: "Назначение платежа",
  sandboxAmount: "Сумма к оплате",
  sandboxReturn: "Вернуться в магазин",
  sandboxLoadFailed: "Не удалось загрузить тестовый платёж",
  sandboxDecisionFailed: "Не удалось завершить тестовый платёж. Попробуйте ещё раз.",
} as const;
