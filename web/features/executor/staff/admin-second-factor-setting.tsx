import { Paper, Stack, Switch, Title } from "@mantine/core";
import { STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import { SECOND_FACTOR_TEXTS } from "../../../../domain/users/second-factor.ts";
import { useStaffSettings, useUpdateStaffSettings } from "./use-staff.ts";

/**
 * «Новые администраторы подключают второй фактор при первом входе» (issue 43 §1): on unless the
 * firm turns it off; the administrator's alone (the server asks them to prove it is them).
 */
export function AdminSecondFactorSetting() {
  const settings = useStaffSettings();
  const update = useUpdateStaffSettings(T.adminSignInSaved);
  const current = settings.data;
  if (!current) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="staff-admin-sign-in-title"
      data-testid="staff-admin-sign-in"
    >
      <Stack gap="xs">
        <Title order={3} size="h4" id="staff-admin-sign-in-title">
          {T.adminSignInTitle}
        </Title>
        <Switch
          label={SECOND_FACTOR_TEXTS.newAdminsNeedIt}
          description={SECOND_FACTOR_TEXTS.newAdminsNeedItHint}
          checked={current.new_admins_need_second_factor}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ new_admins_need_second_factor: event.currentTarget.checked })
          }
        />
      </Stack>
    </Paper>
  );
}
