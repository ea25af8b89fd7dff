export const ANALYTICS_EVENT_TYPES = [
  "page_view",
  "service_view",
  "chat_click",
  "payment_click",
  "registration",
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
