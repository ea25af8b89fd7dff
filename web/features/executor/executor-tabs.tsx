import {
  IconArticle,
  IconBell,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCalendarTime,
  IconCar,
  IconCash,
  IconChartLine,
  IconDatabaseExport,
  IconFileCertificate,
  IconFileText,
  IconFolders,
  IconHistory,
  IconLayoutDashboard,
  IconList,
  IconMessages,
  IconReportMoney,
  IconSearch,
  IconSettings,
  IconStar,
  IconTags,
  IconTemplate,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import type { ExecutorTabValue } from "./executor-tab-values.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

/** Which counter a tab shows beside its label. */
export type TabBadgeKind = "unread" | "pendingReviews";

export interface ExecutorTab {
  /** The `?tab=` value: every one of executor-tab-values.ts has its entry here, in that order. */
  value: ExecutorTabValue;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Spec 3: the phone's bar shows overview, chats, services, reviews...; the rest are in «Ещё». */
  inMobileBar: boolean;
  badge?: TabBadgeKind;
  /** The tab's content, its own chunk: a visit loads only the tabs it opens. */
  Panel: ComponentType;
}

/**
 * Every tab of the executor cabinet, in the menu order of spec 3 §2. A tab is added by one entry
 * here; its panel lives in its own folder and never imports this list back.
 */
export const EXECUTOR_TABS = [
  {
    value: "overview",
    label: T.tabs.overview,
    icon: IconLayoutDashboard,
    inMobileBar: true,
    Panel: lazyNamed(() => import("./executor-overview-tab.tsx"), "ExecutorOverviewTab"),
  },
  {
    value: "chats",
    label: T.tabs.chats,
    icon: IconMessages,
    inMobileBar: true,
    badge: "unread",
    Panel: lazyNamed(() => import("./executor-chats-tab.tsx"), "ExecutorChatsTab"),
  },
  {
    value: "search",
    label: T.tabs.search,
    icon: IconSearch,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./search/search-tab.tsx"), "SearchTab"),
  },
  {
    value: "services",
    label: T.tabs.services,
    icon: IconList,
    inMobileBar: true,
    Panel: lazyNamed(() => import("./services/services-tab.tsx"), "ServicesTab"),
  },
  {
    value: "reviews",
    label: T.tabs.reviews,
    icon: IconStar,
    inMobileBar: true,
    badge: "pendingReviews",
    Panel: lazyNamed(() => import("./reviews/reviews-tab.tsx"), "ReviewsTab"),
  },
  {
    value: "clients",
    label: T.tabs.clients,
    icon: IconUsers,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./clients/clients-tab.tsx"), "ClientsTab"),
  },
  {
    value: "corporate-clients",
    label: T.tabs.corporateClients,
    icon: IconBuildingSkyscraper,
    inMobileBar: false,
    Panel: lazyNamed(
      () => import("./corporate-clients/corporate-clients-tab.tsx"),
      "CorporateClientsTab",
    ),
  },
  {
    value: "analytics",
    label: T.tabs.analytics,
    icon: IconChartLine,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./analytics/analytics-tab.tsx"), "AnalyticsTab"),
  },
  {
    value: "files",
    label: T.tabs.files,
    icon: IconFolders,
    inMobileBar: false,
    Panel: lazyNamed(() => import("../archive/archive-tabs.tsx"), "ExecutorArchiveTab"),
  },
  {
    value: "document-templates",
    label: T.tabs.documentTemplates,
    icon: IconFileText,
    inMobileBar: false,
    Panel: lazyNamed(
      () => import("./document-templates/document-templates-tab.tsx"),
      "DocumentTemplatesTab",
    ),
  },
  {
    value: "tariffs",
    label: T.tabs.tariffs,
    icon: IconTags,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./tariffs/tariffs-tab.tsx"), "TariffsTab"),
  },
  {
    value: "site-documents",
    label: T.tabs.siteDocuments,
    icon: IconFileCertificate,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./site-documents/site-documents-tab.tsx"), "SiteDocumentsTab"),
  },
  {
    value: "auto-lawyer",
    label: T.tabs.autoLawyer,
    icon: IconCar,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./auto-lawyer/auto-lawyer-tab.tsx"), "AutoLawyerTab"),
  },
  {
    value: "articles",
    label: T.tabs.articles,
    icon: IconArticle,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./articles/articles-tab.tsx"), "ArticlesTab"),
  },
  {
    value: "earnings",
    label: T.tabs.earnings,
    icon: IconReportMoney,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./executor-earnings-tab.tsx"), "ExecutorEarningsTab"),
  },
  {
    value: "payments",
    label: T.tabs.payments,
    icon: IconCash,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./payments/payments-tab.tsx"), "PaymentsTab"),
  },
  {
    value: "business-tariffs",
    label: T.tabs.businessTariffs,
    icon: IconBriefcase,
    inMobileBar: false,
    Panel: lazyNamed(
      () => import("./executor-business-tariffs-tab.tsx"),
      "ExecutorBusinessTariffsTab",
    ),
  },
  {
    value: "bookings",
    label: T.tabs.bookings,
    icon: IconCalendarTime,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./bookings/bookings-tab.tsx"), "BookingsTab"),
  },
  {
    value: "calendar",
    label: T.tabs.calendar,
    icon: IconCalendarEvent,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./calendar/calendar-tab.tsx"), "CalendarTab"),
  },
  {
    value: "canned-replies",
    label: T.tabs.cannedReplies,
    icon: IconTemplate,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./canned-replies/canned-replies-tab.tsx"), "CannedRepliesTab"),
  },
  {
    value: "notifications",
    label: T.tabs.notifications,
    icon: IconBell,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./notifications/notifications-tab.tsx"), "NotificationsTab"),
  },
  {
    value: "site-settings",
    label: T.tabs.siteSettings,
    icon: IconSettings,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./site-settings/site-settings-tab.tsx"), "SiteSettingsTab"),
  },
  {
    value: "staff",
    label: T.tabs.staff,
    icon: IconUsersGroup,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./staff/staff-tab.tsx"), "StaffTab"),
  },
  {
    value: "audit-log",
    label: T.tabs.auditLog,
    icon: IconHistory,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./audit-log/audit-log-tab.tsx"), "AuditLogTab"),
  },
  {
    value: "backups",
    label: T.tabs.backups,
    icon: IconDatabaseExport,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./backups/backups-tab.tsx"), "BackupsTab"),
  },
  {
    value: "account",
    label: T.tabs.account,
    icon: IconUserCircle,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./account/account-tab.tsx"), "AccountTab"),
  },
] as const satisfies readonly ExecutorTab[];

/** Fails to compile when a value of executor-tab-values.ts has no entry above. */
type TabsWithoutEntry = Exclude<ExecutorTabValue, (typeof EXECUTOR_TABS)[number]["value"]>;
export const EVERY_TAB_HAS_AN_ENTRY: [TabsWithoutEntry] extends [never] ? true : never = true;
