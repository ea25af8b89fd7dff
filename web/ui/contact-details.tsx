import { Anchor, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconClock,
  IconMail,
  IconPhone,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { phoneHref, workingHoursText } from "../../domain/site-settings/site-settings.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import classes from "./contact-details.module.css";

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>{children}</div>
    </Group>
  );
}

/** The support phones, the e-mail, the messengers and the working hours, as tappable links. */
export function ContactDetails({ withHours = true }: { withHours?: boolean }) {
  const settings = useSiteSettings();
  const messengers = [
    { url: settings.whatsapp_url, label: "WhatsApp", icon: <IconBrandWhatsapp size={14} /> },
    { url: settings.telegram_url, label: "Telegram", icon: <IconBrandTelegram size={14} /> },
  ].filter((messenger) => messenger.url);
  return (
    <Stack gap={8} data-testid="contact-details">
      {/* A fresh site has no phone or e-mail until the operator gives them: no empty rows. */}
      {settings.support_phones.length > 0 ? (
        <Row icon={<IconPhone size={14} />}>
          <Stack gap={0}>
            {settings.support_phones.map((phone) => (
              <Anchor
                key={phone}
                href={phoneHref(phone)}
                size="sm"
                fw={600}
                c="inherit"
                className={classes.link}
              >
                {phone}
              </Anchor>
            ))}
          </Stack>
        </Row>
      ) : null}
      {settings.support_email ? (
        <Row icon={<IconMail size={14} />}>
          <Anchor
            href={`mailto:${settings.support_email}`}
            size="sm"
            c="inherit"
            className={classes.link}
          >
            {settings.support_email}
          </Anchor>
        </Row>
      ) : null}
      {messengers.map((messenger) => (
        <Row key={messenger.label} icon={messenger.icon}>
          <Anchor
            href={messenger.url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="inherit"
            className={classes.link}
          >
            {messenger.label}
          </Anchor>
        </Row>
      ))}
      {withHours ? (
        <Row icon={<IconClock size={14} />}>
          <Text size="sm">Работаем {workingHoursText(settings.office_hours)}</Text>
        </Row>
      ) : null}
    </Stack>
  );
}
