import { Button, Group, NavLink, Paper, ScrollArea } from "@mantine/core";
import {
  IconBuilding,
  IconFolders,
  IconLayoutDashboard,
  IconMessageCircle,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { CORPORATE_TABS, type CorporateTab, useCorporateLocation } from "./corporate-location.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";

const TAB_ICONS: Record<CorporateTab, typeof IconMessageCircle> = {
  chat: IconMessageCircle,
  overview: IconLayoutDashboard,
  "company-card": IconBuilding,
  "organization-docs": IconFolders,
};

/** Wide screens: the cabinet's sections as a side menu (spec 2 §2). */
export function CorporateSideMenu({ active }: { active: CorporateTab }) {
  const { tabHref } = useCorporateLocation();
  return (
    <Paper component="nav" aria-label={T.menuLabel} withBorder radius="lg" p="xs">
      {CORPORATE_TABS.map((tab) => {
        const Icon = TAB_ICONS[tab];
        const current = tab === active;
        return (
          <NavLink
            key={tab}
            component={Link}
            to={tabHref(tab)}
            label={T.tabs[tab]}
            leftSection={<Icon size={18} />}
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

/** Phones: a horizontal bar of the same sections, with short names. */
export function CorporateTabBar({ active }: { active: CorporateTab }) {
  const { tabHref } = useCorporateLocation();
  return (
    <ScrollArea type="never" component="nav" aria-label={T.menuLabel}>
      <Group gap={6} wrap="nowrap" pb={4}>
        {CORPORATE_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const current = tab === active;
          return (
            <Button
              key={tab}
              component={Link}
              to={tabHref(tab)}
              variant={current ? "filled" : "light"}
              radius="xl"
              size="sm"
              leftSection={<Icon size={16} />}
              aria-current={current ? "page" : undefined}
              // The short name is what shows; the full one is what a screen reader says.
              aria-label={T.tabs[tab]}
              style={{ flexShrink: 0 }}
            >
              {T.shortTabs[tab]}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
