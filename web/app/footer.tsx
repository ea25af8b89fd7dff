import {
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import {
  IconClockHour4,
  IconFileText,
  IconRosetteDiscountCheck,
  IconShieldCheck,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SITE_NAME } from "../../domain/contacts/contacts.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
} from "../../domain/site-documents/site-documents.ts";
import { sellerLine, type WorkingHours } from "../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { ContactDetails } from "../ui/contact-details.tsx";
import { useSiteDocumentDialog } from "../ui/use-site-document-dialog.tsx";
import { Brand } from "./brand.tsx";

const FOOTER_LINKS = [
  { to: "/services", label: "Услуги" },
  { to: "/reviews", label: "Отзывы" },
  { to: "/articles", label: "Статьи" },
  { to: "/order-instructions", label: "Как заказать" },
] as const;

/** The promises of spec 1 §1 that the footer states; the hours are the site settings' own. */
const promises = (hours: WorkingHours) => [
  {
    icon: <IconClockHour4 size={14} />,
    text: `Юрист на связи с ${hours.from}:00 до ${hours.to}:00 МСК${hours.days.trim() ? `, ${hours.days.trim()}` : ""}`,
  },
  { icon: <IconRosetteDiscountCheck size={14} />, text: "100% гарантия соблюдения сроков" },
  {
    icon: <IconShieldCheck size={14} />,
    text: "Гарантия возврата денег, если качество не устроит",
  },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text fw={700} size="sm" tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function Footer() {
  const documentDialog = useSiteDocumentDialog();
  const settings = useSiteSettings();
  const seller = sellerLine(settings, " · ");

  return (
    <Box
      component="footer"
      bg="gray.0"
      mt="xl"
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
    >
      {/* Extra room at the bottom, so the floating buttons never cover the last line. */}
      <Container size="xl" pt={{ base: "xl", md: 48 }} pb={96}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="md">
            <Brand />
            <Stack gap={8}>
              {promises(settings.working_hours).map((promise) => (
                <Group key={promise.text} gap={8} wrap="nowrap">
                  <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
                    {promise.icon}
                  </ThemeIcon>
                  <Text size="sm" fw={600} c="dark.6">
                    {promise.text}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
          <Column title="Разделы">
            <Stack component="nav" aria-label="Разделы сайта" gap={8}>
              {FOOTER_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="dark.6" size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Column>
          <Column title="Документы">
            <Stack gap={8} align="flex-start">
              {SITE_DOCUMENT_KEYS.map((key) => (
                <Button
                  key={key}
                  variant="subtle"
                  color="dark"
                  size="compact-sm"
                  px={0}
                  leftSection={<IconFileText size={16} />}
                  onClick={() => documentDialog.show(key)}
                  styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
                  h="auto"
                >
                  {SITE_DOCUMENT_TITLES[key]}
                </Button>
              ))}
            </Stack>
          </Column>
          <Column title="Контакты">
            <ContactDetails />
          </Column>
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={4}>
          <Text size="sm" c="dimmed" data-testid="footer-copyright">
            © {new Date().getFullYear()} {SITE_NAME}
          </Text>
          {seller ? (
            <Text size="xs" c="dimmed" data-testid="footer-company">
              {seller}
            </Text>
          ) : null}
        </Stack>
      </Container>
      {documentDialog.dialog}
    </Box>
  );
}
