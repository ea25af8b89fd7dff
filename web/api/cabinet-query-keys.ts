/**
 * The query keys of the cabinets (back office, corporate cabinet, archive, payment figures):
 * apart from web/api/query-keys.ts, which every public page's first script carries. The arrays
 * share their prefixes with it ("chat", "back-office"), so one invalidation still reaches both.
 */
export const cabinetQueryKeys = {
  /** The cabinet's payment figures live under "chat": a live `payment.updated` refreshes them. */
  earnings: ["chat", "payment-stats", "earnings"] as const,
  /** Under "chat": a payment's live event refreshes the «Платежи» tab with the earnings. */
  executorPayments: (query: object) => ["chat", "payment-stats", "payments", query] as const,
  monthlyEarnings: (year: number | null) =>
    ["chat", "payment-stats", "earnings", "monthly", year] as const,
  businessTariffStats: ["chat", "payment-stats", "business-tariffs"] as const,
  /** «Оплата» of the administrator: the keys' state and the transfer details. */
  paymentSetup: ["back-office", "payment-setup"] as const,
  /** Invoices and acts: under "chat", so a payment's live event refreshes them too. */
  billingDocuments: (filter: object) => ["chat", "billing", filter] as const,
  /** «Реквизиты для счетов» of the administrator. */
  billingSettings: ["back-office", "billing-settings"] as const,
  billingReadiness: ["back-office", "billing-readiness"] as const,
  /** «Шаблоны документов» of the firm. */
  documentTemplates: ["back-office", "document-templates"] as const,
  /** «Чеки (54-ФЗ)» of the administrator. */
  receiptSettings: ["back-office", "receipt-settings"] as const,
  /** «Сотрудники»: the staff and the administrator's open invitations. */
  staff: ["back-office", "staff"] as const,
  /** «Настройки сайта» → «Telegram»: the firm's bot (issue 47). */
  telegramBot: ["back-office", "telegram-bot"] as const,
  /** The lawyer's own Telegram: linked or not, which alerts. */
  telegramAccount: ["back-office", "telegram-account"] as const,
  /** The lawyer's own photo. */
  ownPhoto: ["back-office", "own-photo"] as const,
  /** The first-run setup's progress: which steps were saved or skipped. */
  firstRunSetup: ["back-office", "first-run-setup"] as const,
  /** «Резервные копии» of the administrator: the list, the schedule, the one running. */
  backups: ["back-office", "backups"] as const,
  /** «Все юристы видят все чаты». */
  staffSettings: ["back-office", "staff-settings"] as const,
  /** The signed-in user's file archive (its files, folders and usage in one answer). */
  archive: ["archive"] as const,
  /** The corporate cabinet, per scope ("own" or a client's id in executor mode). */
  corporate: ["corporate"] as const,
  corporateScope: (scope: string) => ["corporate", scope] as const,
  corporateProfile: (scope: string) => ["corporate", scope, "profile"] as const,
  corporateOverview: (scope: string) => ["corporate", scope, "overview"] as const,
  corporateDocuments: (scope: string) => ["corporate", scope, "documents"] as const,
  /** A view's documents read page by page, when the by-category answer holds only its first. */
  corporateDocumentPages: (scope: string, view: string) =>
    ["corporate", scope, "documents", "pages", view] as const,
  corporateChat: (scope: string) => ["corporate", scope, "chat"] as const,
  corporateClient: (id: number) => ["corporate", "client", id] as const,
  /** Under "back-office": a sign-out drops the executor's list with the rest. */
  corporateClients: (query: object) => ["back-office", "corporate-clients", query] as const,
  executorServices: ["back-office", "services"] as const,
  executorAutoLawyerServices: ["back-office", "auto-lawyer"] as const,
  /** Every moderation list, whatever its filter (a live review.updated refreshes them all). */
  moderationReviewLists: ["back-office", "reviews"] as const,
  moderationReviews: (status: string) => ["back-office", "reviews", status] as const,
  /** Every query of the cabinet's articles (the list's pages and each article). */
  executorArticles: ["back-office", "articles"] as const,
  executorArticlePages: ["back-office", "articles", "pages"] as const,
  executorArticle: (id: number) => ["back-office", "articles", id] as const,
  siteDocumentVersions: (documentType: string) =>
    ["back-office", "site-documents", documentType] as const,
  siteDocumentVersion: (documentType: string, version: number) =>
    ["back-office", "site-documents", documentType, "version", version] as const,
  consents: (filters: object) => ["back-office", "consents", filters] as const,
  auditLog: (filters: object) => ["back-office", "audit-log", filters] as const,
  /** «Клиенты»: the pages and the stats, refreshed together after a deletion. */
  clients: ["back-office", "clients"] as const,
  clientsPage: (query: object) => ["back-office", "clients", "page", query] as const,
  clientStats: ["back-office", "clients", "stats"] as const,
  mailPreferences: ["auth", "mail-preferences"] as const,
  /** Not under "auth": a sign-in keeps "auth" queries, and these belong to one account. */
  secondFactor: ["account", "second-factor"] as const,
  sessions: ["account", "sessions"] as const,
  /** The cabinets' search, per query text. */
  search: (q: string) => ["search", q] as const,
  /** «Аналитика»: the dashboard, and the daily figures and the funnel of a period. */
  analytics: (part: string, days?: number) => ["back-office", "analytics", part, days] as const,
  /** The executor's court calendar; every write invalidates the prefix (the overview's too). */
  courtEvents: ["court-events"] as const,
  upcomingCourtEvents: ["court-events", "upcoming"] as const,
  /** The executor's canned replies: the cabinet's tab and the chat's «/» list read one cache. */
  cannedReplies: ["canned-replies"] as const,
};
