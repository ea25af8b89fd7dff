import { Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { A11Y_TEXTS } from "../../domain/accessibility/accessibility.ts";
import { ContactDetails } from "../ui/contact-details.tsx";
import { AccountLinks } from "./account-links.tsx";
import { Brand } from "./brand.tsx";
import { isNavActive, MAIN_NAV } from "./nav-links.ts";

/** The narrow-screen menu: the same links as the header, the account links and the contacts. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 360px)"
      title={<Brand onClick={onClose} />}
      closeButtonProps={{ "aria-label": A11Y_TEXTS.closeMenu }}
      hiddenFrom="md"
    >
      <Stack gap="lg">
        <nav aria-label="Мобильное меню">
          {MAIN_NAV.map((item) => {
            const active = isNavActive(item.to, pathname);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={active}
                aria-current={active ? "page" : undefined}
                onClick={onClose}
                fw={600}
                style={{ borderRadius: "var(--mantine-radius-md)" }}
              />
            );
          })}
        </nav>
        <AccountLinks layout="column" onNavigate={onClose} />
        <Divider />
        <Stack gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Контакты
          </Text>
          <ContactDetails />
        </Stack>
      </Stack>
    </Drawer>
  );
}
