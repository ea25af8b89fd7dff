import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { PHONE_SCREEN_TEXTS as T } from "../../../domain/phone-auth/phone-auth.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { ConfirmPhoneSteps } from "./phone-confirmation.tsx";

/**
 * «Номер телефона» of «Учётная запись» (issue 45 §2): the account's confirmed number, the key of
 * the sign-in by SMS and of signatures, and its change by a code to the new one. The server asks
 * for the password again before it replaces a confirmed number: the page mounts the dialog.
 */
export function PhoneSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const confirmed = user.phone_confirmed && user.phone ? formatPhone(user.phone) : null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="phone-title">
      <Title order={2} size="h4" id="phone-title" mb="xs">
        {T.sectionTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {T.sectionLead}
      </Text>
      <Text fw={600} mb="md" data-testid="account-phone">
        {confirmed ? T.current(confirmed) : T.none}
      </Text>
      {changing ? (
        <Stack gap="sm" maw={420}>
          <ConfirmPhoneSteps
            onConfirmed={(account) => {
              queryClient.setQueryData(queryKeys.me, account);
              setChanging(false);
              setChanged(true);
            }}
          />
          <Button variant="default" w="fit-content" onClick={() => setChanging(false)}>
            {T.cancel}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          {changed ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
              {T.changed}
            </Alert>
          ) : null}
          <Button
            variant="light"
            onClick={() => {
              setChanged(false);
              setChanging(true);
            }}
          >
            {confirmed ? T.change : T.confirm}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
