/** Every TanStack Query key of the app, in one place so invalidation cannot miss a spelling. */
export const queryKeys = {
  me: ["auth", "me"] as const,
  /** Ways in besides the password and the SMS (GET /api/auth/methods: Yandex ID). */
  authMethods: ["auth", "methods"] as const,
  services: ["services"] as const,
  service: (id: number) => ["services", id] as const,
  recommendations: (id: number) => ["services", id, "recommendations"] as const,
  /** The questions asked when a chat for the service starts (issue 31 §1). */
  serviceIntake: (id: string) => ["services", id, "intake"] as const,
  /** «Запись на консультацию» of a service and its free time, a week per page (issue 48). */
  serviceBooking: (id: number) => ["services", id, "booking"] as const,
  serviceSlots: (id: number) => ["services", id, "slots"] as const,
  booking: (id: string) => ["bookings", id] as const,
  bookingPolicy: ["booking-policy"] as const,
  autoLawyerServices: ["auto-lawyer", "services"] as const,
  businessTariffs: ["business-tariffs"] as const,
  /** The first page of the public reviews (the home page's, carried by the HTML). */
  reviews: ["reviews"] as const,
  /** The reviews page's list, page after page (under "reviews": one invalidation refreshes both). */
  reviewPages: ["reviews", "pages"] as const,
  articles: ["articles"] as const,
  articlePages: ["articles", "pages"] as const,
  article: (id: number) => ["articles", id] as const,
  siteDocuments: ["site-documents"] as const,
  /** Everything chat-related starts with "chat", so one invalidation refreshes it all. */
  chat: ["chat"] as const,
  chatSessions: (filter: string) => ["chat", "sessions", filter] as const,
  /** The executor's list, a page at a time (an infinite query, apart from the client's list). */
  executorChatPages: (filter: string, assignee = "all") =>
    ["chat", "sessions", "executor", filter, assignee] as const,
  chatSession: (id: string) => ["chat", "session", id] as const,
  /** Whether the chat continues in Telegram (issue 47 §3). */
  chatTelegram: (id: string) => ["chat", "telegram", id] as const,
  /** «Сейчас смотрит» of one chat (the staff's cabinet). */
  chatViewers: (id: string) => ["chat-viewers", id] as const,
  chatMessages: (id: string) => ["chat", "messages", id] as const,
  /** A chat's documents to sign (issue 45 §3): under "chat", so every live event refetches it. */
  signatureRequests: (id: string) => ["chat", "signature-requests", id] as const,
  guestChatSession: (id: string) => ["chat", "guest", id] as const,
  guestChatMessages: (id: string) => ["chat", "guest", id, "messages"] as const,
  executorDashboard: ["chat", "executor-dashboard"] as const,
  /** The first page of a person's chat files (the overview counts it). */
  documents: ["chat", "documents"] as const,
  /** «Готовые документы»: every page read so far. */
  documentPages: ["chat", "documents", "pages"] as const,
  /** Under "chat": every live event refetches the bell (a reminder comes as its own event). */
  notifications: ["chat", "notifications"] as const,
  paymentSettings: ["payment-settings"] as const,
  payment: (id: string) => ["payments", id] as const,
  sandboxPayment: (id: string) => ["payments", "sandbox", id] as const,
  siteSettings: ["site-settings"] as const,
  trustedClients: ["trusted-clients"] as const,
  /** The executor's back office (issue 10): one prefix, so a sign-out can drop it all. */
  backOffice: ["back-office"] as const,
};
