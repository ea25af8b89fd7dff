import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  missingRequisites,
  FIRST_RUN_SETUP_TEXTS as T,
} from "../../../../domain/site-settings/first-run-setup-texts.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { siteContentApi } from "../../../api/site-content.ts";
import { useAuth } from "../../../lib/auth.ts";
import { FirstRunSetupDialog } from "./first-run-setup-dialog.tsx";

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
 * «Обзор»'s note of the company details still missing, with the setup that fills them in. The
 * setup opens by itself for the operator (admin) of a site with no company named yet, the first
 * time they come in; skipped, it is resumed from here.
 */
export function SetupNotice() {
  const { user } = useAuth();
  const settings = useQuery({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => siteContentApi.settings(signal),
    staleTime: 0,
  });
  const [open, setOpen] = useState(false);
  const fresh = settings.data !== undefined && !settings.data.company_name.trim();
  useEffect(() => {
    if (fresh && user?.role === "admin" && !wasSkipped()) setOpen(true);
  }, [fresh, user?.role]);

  if (!settings.data) return null;
  const missing = missingRequisites(settings.data);
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
      {missing.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          title={T.noticeTitle}
          icon={<IconAlertTriangle size={20} aria-hidden />}
          data-testid="setup-notice"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.noticeMissing(missing)}</Text>
            <Text size="sm">{T.noticeWhy}</Text>
            <Button size="sm" onClick={() => setOpen(true)}>
              {T.resume}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {open ? <FirstRunSetupDialog settings={settings.data} onClose={close} /> : null}
    </>
  );
}
