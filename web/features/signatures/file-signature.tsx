import { Badge, Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconClockHour4, IconSignature, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SIGNATURE_UI_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { signaturesApi } from "../../api/signatures.ts";
import { useSignatureView } from "./signature-context.ts";

/**
 * Beside a file of the signed-in chat (issue 45 §3): «Ожидает подписи» or «Подписан …» for both
 * sides; the client's «Подписать» while it waits; the lawyer's «Запросить подпись» on a file not
 * yet asked for (a certificate excepted) and «Отменить запрос» while it waits.
 */
export function FileSignature({ fileId, fileName }: { fileId: string; fileName: string }) {
  const view = useSignatureView();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!view) return null;
  const request = view.byFile.get(fileId);
  const executor = view.side === "executor";

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      notifications.show({ color: "teal", message: done });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    } catch (error) {
      notifications.show({ color: "red", message: `${failed}: ${errorText(error, "")}` });
    } finally {
      setBusy(false);
    }
  };

  if (!request) {
    if (!executor || !view.canAct || view.certificates.has(fileId)) return null;
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconSignature size={16} />}
        aria-label={T.requestOf(fileName)}
        loading={busy}
        onClick={() =>
          void run(
            () => signaturesApi.request(view.sessionId, { file_id: fileId }),
            T.requested,
            T.requestFailed,
          )
        }
        style={{ alignSelf: "flex-start" }}
      >
        {T.request}
      </Button>
    );
  }

  if (request.status === "signed" && request.signed_at) {
    return (
      <Badge
        color="teal"
        variant="light"
        leftSection={<IconCircleCheck size={14} aria-hidden />}
        style={{ textTransform: "none", height: "auto", whiteSpace: "normal" }}
        data-testid="file-signed"
      >
        {T.signedAt(request.signed_at)}
      </Badge>
    );
  }

  return (
    <Group gap="xs" wrap="wrap" data-testid="file-signature-pending">
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconClockHour4 size={14} aria-hidden />}
        style={{ textTransform: "none" }}
      >
        {T.pending}
      </Badge>
      {view.canAct && !executor ? (
        <Button
          size="compact-sm"
          leftSection={<IconSignature size={16} />}
          aria-label={T.signOf(fileName)}
          onClick={() => view.openSigning(request)}
        >
          {T.sign}
        </Button>
      ) : null}
      {view.canAct && executor ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} />}
          aria-label={T.cancelOf(fileName)}
          loading={busy}
          onClick={() =>
            void run(() => signaturesApi.cancel(request.id), T.cancelled, T.cancelFailed)
          }
        >
          {T.cancel}
        </Button>
      ) : null}
    </Group>
  );
}
