import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";
import { ContactDetails } from "../ui/contact-details.tsx";

/**
 * What a guest sees on «Написать в чат» until the guest chat is launched: an honest notice and
 * the ways to reach a lawyer today. Nothing here pretends that a chat was created.
 */
export function GuestChatDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const goRegister = () => {
    onClose();
    navigate("/register");
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Чат с юристом"
      centered
      size="md"
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          Онлайн-чат для гостей сейчас запускается и пока недоступен.
        </Alert>
        <Text size="sm">
          Чтобы обсудить ваш вопрос уже сейчас, позвоните или напишите нам — юрист ответит в рабочее
          время.
        </Text>
        <ContactDetails />
        <Text size="sm" c="dimmed">
          Когда чат заработает, у зарегистрированных клиентов переписка и готовые документы будут
          храниться в личном кабинете.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {CONFIRM_TEXTS.close}
          </Button>
          <Button onClick={goRegister}>Зарегистрироваться</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
