import { Switch } from "@mantine/core";
import { STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import { SECOND_FACTOR_TEXTS } from "../../../../domain/users/second-factor.ts";
import { SettingPanel } from "./setting-panel.tsx";
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
    <SettingPanel
      id="staff-admin-sign-in-title"
      testId="staff-admin-sign-in"
      title={T.adminSignInTitle}
    >
      <Switch
        label={SECOND_FACTOR_TEXTS.newAdminsNeedIt}
        description={SECOND_FACTOR_TEXTS.newAdminsNeedItHint}
        checked={current.new_admins_need_second_factor}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({ new_admins_need_second_factor: event.currentTarget.checked })
        }
      />
    </SettingPanel>
  );
}
