/**
 * Site analytics (spec 1 §7 events, spec 3 §2 «Analytics», issue 13 §2): privacy-first like
 * Plausible — no cookies, no IP stored; a visitor is a hash of IP, user agent and a salt that
 * changes every day, so nobody can follow a visitor from one day to the next.
 */
export const ANALYTICS_EVENT_TYPES = [
  "page_view",
  "service_view",
  "chat_click",
  "payment_click",
  "registration",
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Spec 3 §9: the daily chart covers 7, 14 or 30 days. */
export const ANALYTICS_DAYS = [7, 14, 30] as const;
export type AnalyticsDays = (typeof ANALYTICS_DAYS)[number];
export const TOP_PAGES_COUNT = 5;
/** A pause longer than this ends a visit (as web analytics usually count): the next event starts another. */
export const SESSION_GAP_MINUTES = 30;
/** Events one visitor may send per minute; more is a script, not a person reading pages. */
export const TRACK_RATE_PER_MINUTE = 60;
/**
 * Distinct visitors one address may add per minute (issue 27 §4: a script varying its user
 * agent made 535 a minute). An office or a mobile carrier's address shares one IP among people,
 * so the visitors past the cap are answered as usual but not counted, rather than refused.
 */
export const VISITORS_PER_ADDRESS_PER_MINUTE = 20;

/**
 * User agents that are not people: crawlers, link previews, monitoring, scripts and headless
 * browsers. An empty user agent counts as a bot too.
 */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|vkshare|whatsapp|telegram|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|java\/|node-fetch|axios\/|postman|uptime|monitor|pingdom|scrapy/i;

export const isBotUserAgent = (userAgent: string | null | undefined): boolean =>
  !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);

/** The four cards of the tab (spec 3 §2); week and month start on Monday and the 1st, Moscow time. */
export const ANALYTICS_PERIODS = ["today", "yesterday", "week", "month"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  today: "Сегодня",
  yesterday: "Вчера",
  week: "Эта неделя",
  month: "Этот месяц",
};

/** The figures of a period, in the spec's field order. */
export const ANALYTICS_METRICS = [
  "page_views",
  "unique_visitors",
  "service_views",
  "chat_clicks",
  "payment_clicks",
  "registrations",
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  page_views: "Просмотры страниц",
  unique_visitors: "Посетители",
  service_views: "Просмотры услуг",
  chat_clicks: "Переходы в чат",
  payment_clicks: "Нажатия «Оплатить»",
  registrations: "Регистрации",
};
/** Which stored event each counted figure is (visitors are counted apart). */
export const METRIC_EVENT: Record<
  Exclude<AnalyticsMetric, "unique_visitors">,
  AnalyticsEventType
> = {
  page_views: "page_view",
  service_views: "service_view",
  chat_clicks: "chat_click",
  payment_clicks: "payment_click",
  registrations: "registration",
};

/**
 * Spec 3 §2: today's page views against yesterday's, in percent; when yesterday had none, 100
 * if today has some, else 0.
 */
export function changePercent(today: number, yesterday: number): number {
  if (yesterday === 0) return today > 0 ? 100 : 0;
  return Math.round(((today - yesterday) / yesterday) * 1000) / 10;
}

/** The funnel of the tab: from looking at a service to money received. */
export const FUNNEL_STEPS = [
  "service_views",
  "chat_clicks",
  "payment_clicks",
  "paid_payments",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  service_views: "Просмотр услуги",
  chat_clicks: "Переход в чат",
  payment_clicks: "Нажатие «Оплатить»",
  paid_payments: "Оплаченный платёж",
};

/** Percent of `count` from `previous`, one decimal; a step after an empty one is 0 %. */
export const conversionPercent = (count: number, previous: number): number =>
  previous > 0 ? Math.round((count / previous) * 1000) / 10 : 0;

export const ANALYTICS_TEXTS = {
  title: "Аналитика",
  lead: "Без cookies и без хранения IP: посетитель — это обезличенный отпечаток, который меняется каждый день.",
  daysInvalid: "Период — 7, 14 или 30 дней",
  periodLabel: "Период графика и воронки",
  days: (days: number) => `${days} дней`,
  loading: "Загрузка аналитики...",
  loadFailed: "Не удалось загрузить аналитику",
  changeFromYesterday: (percent: number) =>
    `${percent > 0 ? "+" : ""}${String(percent).replace(".", ",")} % к вчера`,
  avgSession: "Средняя длительность визита",
  minutes: (value: number) => `${String(value).replace(".", ",")} мин`,
  chartTitle: "По дням",
  topPages: "Популярные страницы (за месяц)",
  noPages: "Просмотров пока нет",
  funnelTitle: "Воронка",
  funnelHint: "Доля от предыдущего шага",
  pageColumn: "Страница",
  countColumn: "Просмотры",
  periodsLabel: "Показатели по периодам",
  percent: (value: number) => `${String(value).replace(".", ",")} %`,
  chartSummary: (days: number, from: string, to: string) =>
    `График за ${days} дней, с ${from} по ${to}: просмотры страниц, переходы в чат и нажатия «Оплатить». Цифры — в таблице под графиком.`,
  chartTableCaption: (days: number) => `Цифры графика за ${days} дней`,
  dateColumn: "Дата",
  noEvents: "За этот период событий пока нет: линии лежат на нуле.",
  funnelEmpty: "Просмотров услуг за этот период пока нет.",
} as const;
