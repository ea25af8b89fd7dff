import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { AUTO_LAWYER_ADMIN_TEXTS as T } from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import type { ExecutorAutoLawyerService } from "../../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { backOfficeAutoLawyerApi } from "../../../api/back-office-auto-lawyer.ts";
import { errorText } from "../../../api/client.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";

/** An act on one service that waits for «Подтвердить». */
export interface PendingAct {
  kind: "delete" | "activate" | "deactivate";
  service: ExecutorAutoLawyerService;
}

const ACTS = {
  delete: {
    title: T.deleteTitle,
    text: T.deleteText,
    done: T.deleted,
    failed: T.deleteFailed,
    color: "red",
    run: (id: number) => backOfficeAutoLawyerApi.remove(id),
  },
  activate: {
    title: T.activateTitle,
    text: T.activateText,
    done: T.activated,
    failed: T.activateFailed,
    color: undefined,
    run: (id: number) => backOfficeAutoLawyerApi.setActive(id, true),
  },
  deactivate: {
    title: T.deactivateTitle,
    text: T.deactivateText,
    done: T.deactivated,
    failed: T.deactivateFailed,
    color: undefined,
    run: (id: number) => backOfficeAutoLawyerApi.setActive(id, false),
  },
} as const;

/** Deleting and switching a service on or off, each after a confirmation (spec 3 §2). */
export function AutoLawyerConfirmations({
  pending,
  onClose,
  refresh,
}: {
  pending: PendingAct | null;
  onClose(): void;
  refresh(): Promise<unknown>;
}) {
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const act = shown ? ACTS[shown.kind] : null;

  return (
    <ConfirmDialog
      opened={pending !== null}
      title={act?.title ?? ""}
      text={shown && act ? act.text(shown.service.title) : ""}
      color={act?.color}
      onClose={onClose}
      onConfirm={async () => {
        if (!shown || !act) return;
        try {
          await act.run(shown.service.id);
          notifications.show({ color: "teal", message: act.done });
        } catch (error) {
          notifications.show({
            color: "red",
            message: act.failed(errorText(error, T.unknownError)),
          });
        }
        await refresh();
      }}
    />
  );
}
