import { Button, NavLink, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  IconBuilding,
  IconFolders,
  IconLayoutDashboard,
  IconMessageCircle,
  IconReceipt,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { CORPORATE_TABS, type CorporateTab, useCorporateLocation } from "./corporate-location.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";

const TAB_ICONS: Record<CorporateTab, typeof IconMessageCircle> = {
  chat: IconMessageCircle,
  overview: IconLayoutDashboard,
  "company-card": IconBuilding,
  "organization-docs": IconFolders,
  billing: IconReceipt,
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

/**
 * Phones: the sections as a grid of buttons, an icon over a short name, so none hides off screen
 * behind a sideways scroll and no name is cut: three to a row on a narrow phone (five would cut
 * «Документы»), all in one row from 576 px.
 */
export function CorporateTabBar({ active }: { active: CorporateTab }) {
  const { tabHref } = useCorporateLocation();
  return (
    <SimpleGrid
      component="nav"
      aria-label={T.menuLabel}
      cols={{ base: 3, xs: CORPORATE_TABS.length }}
      spacing={6}
    >
      {CORPORATE_TABS.map((tab) => {
        const Icon = TAB_ICONS[tab];
        const current = tab === active;
        return (
          <Button
            key={tab}
            component={Link}
            to={tabHref(tab)}
            variant={current ? "filled" : "light"}
            radius="md"
            size="compact-sm"
            px={2}
            py={6}
            aria-current={current ? "page" : undefined}
            // The short name is what shows; the full one is what a screen reader says.
            aria-label={T.tabs[tab]}
          >
            <Stack gap={2} align="center">
              <Icon size={18} aria-hidden />
              <Text span size="xs" fw={600} lh={1.2}>
                {T.shortTabs[tab]}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
