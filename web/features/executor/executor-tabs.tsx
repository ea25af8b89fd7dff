import {
  IconBriefcase,
  IconLayoutDashboard,
  IconMessages,
  IconReportMoney,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

export interface ExecutorTab {
  /** The `?tab=` value. */
  value: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Spec 3: the narrow screen's bar shows only some tabs (overview, chats, services, reviews...). */
  inMobileBar: boolean;
  /** A counter shown beside the label. */
  badge?: "unread";
  /** The tab's content, its own chunk: a visit loads only the tabs it opens. */
  Panel: ComponentType;
}

/**
 * Every tab of the executor cabinet, in menu order. A later issue adds a tab by adding one entry
 * here (services, reviews, clients, files, earnings...).
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
    value: "earnings",
    label: T.tabs.earnings,
    icon: IconReportMoney,
    inMobileBar: false,
    Panel: lazyNamed(() => import("./executor-earnings-tab.tsx"), "ExecutorEarningsTab"),
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
] as const satisfies readonly ExecutorTab[];

export type ExecutorTabValue = (typeof EXECUTOR_TABS)[number]["value"];
