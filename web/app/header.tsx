import { Anchor, Box, Button, Container, Group, Text } from "@mantine/core";
import { IconClock, IconMail, IconPhone } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { dayOffText } from "../../domain/office-hours/week.ts";
import { phoneHref, workingHoursText } from "../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { AccountLinks } from "./account-links.tsx";
import { Brand } from "./brand.tsx";
import { HEADER_HEIGHT } from "./header-height.ts";
import { PhoneMenu } from "./mobile-menu.tsx";
import { isNavActive, MAIN_NAV } from "./nav-links.ts";
import { NotificationBellSlot } from "./notification-bell-slot.tsx";

/**
 * The week's hours, or on a holiday or a day off that today the firm is closed (the chat says
 * «Сейчас нерабочее время» then; issue 44). The server draws the
 * day it renders on (a rendered page is kept per Moscow day, server/http/web-app.ts); a page
 * hydrated on another day (opened before midnight) keeps the server's text through hydration
 * and draws the browser's day right after.
 */
function TodayHours() {
  const hours = useSiteSettings().office_hours;
  const hydrated = useHydrated();
  const text = dayOffText(hours, new Date()) ?? `Работаем ${workingHoursText(hours)}`;
  return (
    <Text key={hydrated ? "browser" : "server"} size="sm" c="navy.1" suppressHydrationWarning>
      {text}
    </Text>
  );
}

/**
 * A thin strip above the header with hours and contacts; wide screens only. It is its own
 * landmark (content outside landmarks is skipped by screen-reader landmark navigation), and the
 * focus ring in it is white: the theme's navy ring would not show on the navy strip.
 */
function ContactBar() {
  const settings = useSiteSettings();
  return (
    <Box
      component="aside"
      aria-label="Часы работы и контакты"
      bg="navy.9"
      c="white"
      visibleFrom="md"
      style={{ "--mantine-primary-color-filled": "var(--mantine-color-white)" }}
    >
      <Container size="xl" h={34}>
        <Group h="100%" justify="space-between" wrap="nowrap" fz="sm">
          <Group gap={6} wrap="nowrap">
            <IconClock size={15} aria-hidden />
            <TodayHours />
          </Group>
          <Group gap="lg" wrap="nowrap">
            {settings.support_phones.map((phone) => (
              <Anchor key={phone} href={phoneHref(phone)} c="white" size="sm" fw={600}>
                <Group gap={6} wrap="nowrap" component="span">
                  <IconPhone size={15} aria-hidden />
                  {phone}
                </Group>
              </Anchor>
            ))}
            {settings.support_email ? (
              <Anchor
                href={`mailto:${settings.support_email}`}
                c="white"
                size="sm"
                visibleFrom="lg"
              >
                <Group gap={6} wrap="nowrap" component="span">
                  <IconMail size={15} aria-hidden />
                  {settings.support_email}
                </Group>
              </Anchor>
            ) : null}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

export function Header() {
  const { pathname } = useLocation();

  return (
    <>
      <ContactBar />
      <Box
        component="header"
        bg="white"
        pos="sticky"
        top={0}
        style={{ zIndex: 150, borderBottom: "1px solid var(--mantine-color-gray-2)" }}
      >
        <Container size="xl" h={HEADER_HEIGHT}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Brand />
            <Group
              component="nav"
              aria-label="Основное меню"
              gap={2}
              visibleFrom="md"
              wrap="nowrap"
            >
              {MAIN_NAV.map((item) => {
                const active = isNavActive(item.to, pathname);
                return (
                  <Button
                    key={item.to}
                    component={Link}
                    to={item.to}
                    variant={active ? "light" : "subtle"}
                    color={active ? "navy" : "dark"}
                    px="sm"
                    aria-current={active ? "page" : undefined}
                  >
                    {item.label}
                  </Button>
                );
              })}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Box visibleFrom="md">
                <AccountLinks layout="row" />
              </Box>
              <NotificationBellSlot />
              <PhoneMenu />
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
