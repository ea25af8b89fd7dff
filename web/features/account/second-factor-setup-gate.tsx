import { Button } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { AccountGateCard } from "./account-gate-card.tsx";
import { SecondFactorSetupDialog } from "./second-factor-setup-dialog.tsx";

/**
 * What an administrator invited or made by an administrator sees first (issue 43 §1): the
 * server refuses everything else until a second factor is on, so the cabinet opens only after
 * the set-up and the recovery codes (the account is read again when the dialog closes, not
 * before: the codes must stay on screen until they are saved).
 */
export function SecondFactorSetupGate() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const enabled = useRef(false);
  const close = () => {
    setOpen(false);
    if (enabled.current) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };
  return (
    <AccountGateCard
      title={T.setupDueTitle}
      why={T.setupDue}
      hint={T.setupDueHint}
      icon={<IconShieldLock size={20} />}
      after={
        <SecondFactorSetupDialog
          opened={open}
          onClose={close}
          onEnabled={() => {
            enabled.current = true;
          }}
        />
      }
    >
      <Button w="fit-content" onClick={() => setOpen(true)}>
        {T.turnOn}
      </Button>
    </AccountGateCard>
  );
}
