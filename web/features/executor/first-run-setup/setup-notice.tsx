import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pendingSetupSteps } from "../../../../domain/site-settings/first-run-setup.ts";
import {
  missingRequisites,
  FIRST_RUN_SETUP_TEXTS as T,
} from "../../../../domain/site-settings/first-run-setup-texts.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { siteContentApi } from "../../../api/site-content.ts";
import { useAuth } from "../../../lib/auth.ts";
import { useStaff } from "../staff/use-staff.ts";
import { FirstRunSetupDialog } from "./first-run-setup-dialog.tsx";
import { useSetupProgress } from "./use-setup-progress.ts";

/** Set once the operator skipped the setup in this browser: it then waits for «Обзор». */
const SKIPPED_KEY = "first-run-setup-skipped";

const wasSkipped = () => {
  try {
    return localStorage.getItem(SKIPPED_KEY) === "1";
  } catch {
    return false;
  }
};

/**
 * «Обзор»'s note of the company details still missing and, for the administrator, of the setup's
 * steps neither done nor skipped (issue 44 §3), with the setup that fills them in. The setup opens
 * by itself for the operator (admin) of a site with no company named yet, the first time they
 * come in; skipped, it is resumed from here at its first step still ahead.
 */
export function SetupNotice() {
  const { user } = useAuth();
  const admin = user?.role === "admin";
  const settings = useQuery({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => siteContentApi.settings(signal),
    staleTime: 0,
  });
  const progress = useSetupProgress(admin);
  const staff = useStaff();
  const me = staff.data?.items.find((member) => member.id === user?.id);
  const [open, setOpen] = useState(false);
  const fresh = settings.data !== undefined && !settings.data.company_name.trim();
  useEffect(() => {
    if (fresh && admin && !wasSkipped()) setOpen(true);
  }, [fresh, admin]);

  if (!settings.data) return null;
  const missing = missingRequisites(settings.data);
  const pending = admin && progress.data ? pendingSetupSteps(progress.data) : [];
  const close = () => {
    try {
      localStorage.setItem(SKIPPED_KEY, "1");
    } catch {
      // Private mode: the setup opens again next time, which is harmless.
    }
    setOpen(false);
  };
  return (
    <>
      {missing.length > 0 || pending.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          title={missing.length > 0 ? T.noticeTitle : T.unfinishedTitle}
          icon={<IconAlertTriangle size={20} aria-hidden />}
          data-testid="setup-notice"
        >
          <Stack gap="xs" align="flex-start">
            {missing.length > 0 ? (
              <>
                <Text size="sm">{T.noticeMissing(missing)}</Text>
                <Text size="sm">{T.noticeWhy}</Text>
              </>
            ) : null}
            {pending.length > 0 ? (
              <Text size="sm">{T.unfinishedSteps(pending.map((step) => T.steps[step]))}</Text>
            ) : null}
            {admin ? (
              <Button size="sm" onClick={() => setOpen(true)}>
                {T.resume}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {open && progress.data && me ? (
        <FirstRunSetupDialog
          settings={settings.data}
          progress={progress.data}
          me={me}
          onClose={close}
        />
      ) : null}
    </>
  );
}
