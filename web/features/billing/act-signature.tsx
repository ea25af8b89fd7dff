import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSignature } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SIGNATURE_UI_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { BillingDocument } from "../../api/billing.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { signaturesApi } from "../../api/signatures.ts";
import { useAuth } from "../../lib/auth.ts";

/**
 * «Запросить подпись» on an act (issue 45 §3), for the firm's staff: the act's PDF goes into its
 * chat with the request, and the company signs it there by a code from an SMS.
 */
export function ActSignature({ document }: { document: BillingDocument }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const sessionId = document.session_id;
  if (!user || !isExecutorRole(user.role)) return null;
  if (document.kind !== "act" || !sessionId || document.signature_status !== null) return null;

  const request = async () => {
    setBusy(true);
    try {
      await signaturesApi.request(sessionId, { billing_document_id: document.id });
      notifications.show({ color: "teal", message: T.actRequested });
      // The lists of acts live under "chat" too: one invalidation refreshes them and the chat.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    } catch (error) {
      notifications.show({ color: "red", message: `${T.requestFailed}: ${errorText(error, "")}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSignature size={16} />}
      aria-label={T.actRequestOf(document.number)}
      loading={busy}
      onClick={() => void request()}
    >
      {T.actRequest}
    </Button>
  );
}
