import { ActionIcon, Affix, Button, Group, Popover, Stack, Text, ThemeIcon } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessageCircle, IconScale, IconX } from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";
import { EXECUTOR_REPLY_MINUTES } from "../../domain/contacts.ts";
import { useAuth } from "../lib/auth.ts";
import { useOrderActions } from "../lib/order-actions.ts";

/**
 * Spec 1 §2: no helper inside cabinets and chats (they have their own) nor on the auth forms.
 * /corporate-dashboard is listed too: it is a cabinet, though "/dashboard" is not a part of it.
 */
function isHiddenOn(pathname: string): boolean {
  return (
    ["/dashboard", "/corporate-dashboard", "/executor", "/chat/", "/guest-chat/"].some((part) =>
      pathname.includes(part),
    ) ||
    pathname === "/login" ||
    pathname === "/register"
  );
}

/**
 * The round «write to a lawyer» button at the bottom right. The auto-lawyer widget owns the
 * bottom-left corner, so the two never overlap.
 */
export function FloatingChatHelper() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { startChat } = useOrderActions();
  const [opened, { close, toggle }] = useDisclosure(false);

  if (isHiddenOn(pathname)) return null;

  const writeToChat = () => {
    close();
    if (user) navigate("/services");
    else startChat({ title: "Консультация юриста", amount: 0, serviceType: "consultation" });
  };

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={180}>
      <Popover
        opened={opened}
        onDismiss={close}
        position="top-end"
        shadow="lg"
        radius="lg"
        width={300}
        trapFocus
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            size={58}
            radius="xl"
            variant="filled"
            onClick={toggle}
            aria-label={opened ? "Закрыть окно чата" : "Написать юристу"}
            aria-expanded={opened}
            style={{ boxShadow: "var(--mantine-shadow-lg)" }}
          >
            {opened ? <IconX size={26} /> : <IconMessageCircle size={28} />}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="md">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                <IconScale size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>Юрист онлайн</Text>
                <Text size="xs" c="dimmed">
                  Консультации и документы
                </Text>
              </div>
            </Group>
            <Text size="sm">
              Здравствуйте! Юрист ответит в чате в течение {EXECUTOR_REPLY_MINUTES} минут в рабочее
              время.
            </Text>
            <Button fullWidth leftSection={<IconMessageCircle size={18} />} onClick={writeToChat}>
              Написать в чат
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
