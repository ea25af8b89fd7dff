import { Badge, Button, Group, NavLink, Paper, ScrollArea } from "@mantine/core";
import { Link } from "react-router";
import type { ChatFilter } from "../../../domain/chat/chat.ts";
import { executorTabHref } from "./executor-location.ts";
import { EXECUTOR_TABS, type ExecutorTab, type ExecutorTabValue } from "./executor-tabs.tsx";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

interface ExecutorCabinetNavProps {
  active: ExecutorTabValue;
  /** Kept when returning to the chats tab. */
  filter: ChatFilter;
  unread: number;
}

function TabBadge({ tab, unread }: { tab: ExecutorTab; unread: number }) {
  if (tab.badge !== "unread" || unread <= 0) return null;
  return (
    <Badge color="red" size="sm" circle={unread < 10} aria-label={T.unreadBadge(unread)}>
      {unread > 99 ? "99+" : unread}
    </Badge>
  );
}

function hrefOf(tab: ExecutorTab, filter: ChatFilter): string {
  const value = tab.value as ExecutorTabValue;
  return executorTabHref(value, value === "chats" ? filter : undefined);
}

/** Wide screens: the side menu of every tab. */
export function ExecutorSideMenu({ active, filter, unread }: ExecutorCabinetNavProps) {
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
            rightSection={<TabBadge tab={tab} unread={unread} />}
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

/** Narrow screens: a bar of the main tabs above the content, scrolled sideways when it must. */
export function ExecutorTabBar({ active, filter, unread }: ExecutorCabinetNavProps) {
  return (
    <ScrollArea type="never" component="nav" aria-label={T.menuLabel}>
      <Group gap={6} wrap="nowrap" pb={4}>
        {EXECUTOR_TABS.filter((tab) => tab.inMobileBar).map((tab) => {
          const Icon = tab.icon;
          const current = tab.value === active;
          return (
            <Button
              key={tab.value}
              component={Link}
              to={hrefOf(tab, filter)}
              variant={current ? "filled" : "light"}
              radius="xl"
              size="sm"
              leftSection={<Icon size={16} />}
              rightSection={<TabBadge tab={tab} unread={unread} />}
              aria-current={current ? "page" : undefined}
              style={{ flexShrink: 0 }}
            >
              {tab.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
