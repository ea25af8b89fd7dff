import { Badge, Menu, NavLink, Paper, UnstyledButton } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { MAIN_CONTENT_ID } from "../../../domain/accessibility/accessibility.ts";
import type { ChatFilter } from "../../../domain/chat/chat.ts";
import { executorTabHref } from "./executor-location.ts";
import classes from "./executor-tab-bar.module.css";
import type { ExecutorTabValue } from "./executor-tab-values.ts";
import { EXECUTOR_TABS, type ExecutorTab, type TabBadgeKind } from "./executor-tabs.tsx";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

/** The numbers the tabs' badges show. */
export type TabCounts = Record<TabBadgeKind, number>;

interface ExecutorCabinetNavProps {
  active: ExecutorTabValue;
  /** Kept when returning to the chats tab. */
  filter: ChatFilter;
  counts: TabCounts;
}

const BADGE_LABELS: Record<TabBadgeKind, (count: number) => string> = {
  unread: T.unreadBadge,
  pendingReviews: T.pendingReviewsBadge,
};

function TabBadge({ tab, counts }: { tab: ExecutorTab; counts: TabCounts }) {
  const count = tab.badge ? counts[tab.badge] : 0;
  if (!tab.badge || count <= 0) return null;
  return (
    <Badge
      color={tab.badge === "unread" ? "red" : "orange"}
      size="sm"
      circle={count < 10}
      aria-label={BADGE_LABELS[tab.badge](count)}
    >
      {count > 99 ? "99+" : count}
    </Badge>
  );
}

function hrefOf(tab: ExecutorTab, filter: ChatFilter): string {
  const value = tab.value;
  return executorTabHref(value, value === "chats" ? filter : undefined);
}

/** Wide screens: the side menu of every tab. */
export function ExecutorSideMenu({ active, filter, counts }: ExecutorCabinetNavProps) {
  return (
    <Paper component="nav" aria-label={T.menuLabel} withBorder radius="lg" p="xs">
      {EXECUTOR_TABS.map((tab) => {
        const Icon = tab.icon;
        const current = tab.value === active;
        return (
          <NavLink
            key={tab.value}
            component={Link}
            to={hrefOf(tab, filter)}
            label={tab.label}
            leftSection={<Icon size={18} />}
            rightSection={<TabBadge tab={tab} counts={counts} />}
            active={current}
            aria-current={current ? "page" : undefined}
            fw={600}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        );
      })}
    </Paper>
  );
}

/** «Ещё»: every tab the phone's bar has no room for, so none is out of reach. */
function MoreTabsMenu({ active, filter, counts }: ExecutorCabinetNavProps) {
  const rest: readonly ExecutorTab[] = EXECUTOR_TABS.filter((tab) => !tab.inMobileBar);
  const current = rest.find((tab) => tab.value === active);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={240}
      // Mantine's focus placeholder inside role="menu" is neither a menu item nor hidden, which axe
      // reports (aria-required-children); without it the first item takes the focus instead.
      withInitialFocusPlaceholder={false}
      // Inside <main>, not at the end of <body>: content outside every landmark is lost to
      // screen-reader landmark navigation (axe «region»).
      portalProps={{ target: `#${MAIN_CONTENT_ID}` }}
    >
      <Menu.Target>
        {/* The column is too narrow for «Ещё: Корпоративные клиенты»: it shows «Ещё», filled
            when the open tab is in its menu, and its name says which (the tab's heading shows
            it to everyone). */}
        <UnstyledButton
          className={classes.item}
          aria-current={current ? "page" : undefined}
          aria-label={current ? T.moreWithCurrent(current.label) : T.more}
        >
          <IconDots size={20} aria-hidden />
          {T.more}
        </UnstyledButton>
      </Menu.Target>
      {/* Seventeen tabs are taller than what is left of a phone's screen below the bar: the list
          scrolls inside, so its last tabs are reached without scrolling the page (which would
          take the «Ещё» button, and the menu with it, off the screen). */}
      <Menu.Dropdown mah="60dvh" style={{ overflowY: "auto" }}>
        {rest.map((tab) => {
          const Icon = tab.icon;
          return (
            <Menu.Item
              key={tab.value}
              component={Link}
              to={hrefOf(tab, filter)}
              leftSection={<Icon size={16} />}
              rightSection={<TabBadge tab={tab} counts={counts} />}
              aria-current={tab.value === active ? "page" : undefined}
              fw={tab.value === active ? 700 : undefined}
            >
              {tab.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

const BAR_TABS = EXECUTOR_TABS.filter((tab) => tab.inMobileBar);

/**
 * Narrow screens: the main tabs and «Ещё» with the rest, in equal columns that always fit the
 * screen: no tab is behind a sideways scroll.
 */
export function ExecutorTabBar(props: ExecutorCabinetNavProps) {
  const { active, filter, counts } = props;
  return (
    <nav
      aria-label={T.menuLabel}
      className={classes.bar}
      style={{ "--tab-bar-columns": BAR_TABS.length + 1 } as CSSProperties}
    >
      {BAR_TABS.map((tab) => {
        const Icon = tab.icon;
        const current = tab.value === active;
        return (
          <Link
            key={tab.value}
            to={hrefOf(tab, filter)}
            className={classes.item}
            aria-current={current ? "page" : undefined}
          >
            <Icon size={20} aria-hidden />
            {tab.label}
            <span className={classes.badge}>
              <TabBadge tab={tab} counts={counts} />
            </span>
          </Link>
        );
      })}
      <MoreTabsMenu {...props} />
    </nav>
  );
}
