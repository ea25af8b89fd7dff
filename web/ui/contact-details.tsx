import { Anchor, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconClock, IconMail, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CONTACT_EMAIL, CONTACT_PHONES, WORKING_HOURS_TEXT } from "../../domain/contacts.ts";

/** «+7 (495) 120-45-67» → «tel:+74951204567», so a tap on a phone starts a call. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

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

/** The two phones, the e-mail and the working hours, as tappable links. */
export function ContactDetails({ withHours = true }: { withHours?: boolean }) {
  return (
    <Stack gap={8}>
      <Row icon={<IconPhone size={14} />}>
        <Stack gap={2}>
          {CONTACT_PHONES.map((phone) => (
            <Anchor key={phone} href={phoneHref(phone)} size="sm" fw={600} c="inherit">
              {phone}
            </Anchor>
          ))}
        </Stack>
      </Row>
      <Row icon={<IconMail size={14} />}>
        <Anchor href={`mailto:${CONTACT_EMAIL}`} size="sm" c="inherit">
          {CONTACT_EMAIL}
        </Anchor>
      </Row>
      {withHours ? (
        <Row icon={<IconClock size={14} />}>
          <Text size="sm">Работаем {WORKING_HOURS_TEXT}</Text>
        </Row>
      ) : null}
    </Stack>
  );
}
