/**
 * The `?tab=` values of the executor cabinet, in the menu order of spec 3 §2. They live apart
 * from the registry (executor-tabs.tsx) because the addresses are built by the tabs themselves
 * (executor-location.ts): reading the registry there would import every tab back into the tabs.
 */
export const EXECUTOR_TAB_VALUES = [
  "overview",
  "chats",
  "search",
  "services",
  "reviews",
  "clients",
  "corporate-clients",
  "analytics",
  "files",
  "document-templates",
  "tariffs",
  "site-documents",
  "auto-lawyer",
  "articles",
  "earnings",
  "payments",
  "business-tariffs",
  "bookings",
  "calendar",
  "canned-replies",
  "notifications",
  "site-settings",
  "staff",
  "audit-log",
  "backups",
  "account",
] as const;

export type ExecutorTabValue = (typeof EXECUTOR_TAB_VALUES)[number];
