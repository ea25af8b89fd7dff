import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { backOfficeServicesApi, type ExecutorService } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useRefreshCatalogue } from "./use-executor-services.ts";

export interface ServiceConfirmation {
  act: "toggle" | "delete";
  service: ExecutorService;
}

/** What each act asks, does, and says after (spec 3 §2, §8). */
function actOf(service: ExecutorService, act: ServiceConfirmation["act"]) {
  const title = service.title;
  if (act === "delete") {
    return {
      question: T.deleteConfirmTitle,
      text: T.deleteConfirmText(title),
      color: "red",
      run: () => backOfficeServicesApi.remove(service.id),
      done: T.deleted,
      failed: T.deleteFailed,
    };
  }
  const activating = !service.is_active;
  return {
    question: activating ? T.activateConfirmTitle : T.deactivateConfirmTitle,
    text: activating ? T.activateConfirmText(title) : T.deactivateConfirmText(title),
    color: activating ? "teal" : "orange",
    run: () => backOfficeServicesApi.setActive(service.id, activating),
    done: activating ? T.activated : T.deactivated,
    failed: activating ? T.activateFailed : T.deactivateFailed,
  };
}

/** The confirmation before a service is switched on or off, or deleted. */
export function ServiceConfirmations({
  confirmation,
  onClose,
}: {
  confirmation: ServiceConfirmation | null;
  onClose(): void;
}) {
  const refresh = useRefreshCatalogue();
  // The last one stays while the dialog fades out, so its text does not blink away.
  const [shown, setShown] = useState(confirmation);
  if (confirmation && confirmation !== shown) setShown(confirmation);
  const act = shown ? actOf(shown.service, shown.act) : null;

  return (
    <ConfirmDialog
      opened={confirmation !== null}
      title={act?.question ?? ""}
      text={act?.text ?? ""}
      color={act?.color}
      onClose={onClose}
      onConfirm={async () => {
        if (!act) return;
        try {
          await act.run();
          notifications.show({ color: "teal", message: act.done });
        } catch (error) {
          notifications.show({ color: "red", message: act.failed(errorText(error, "")) });
        } finally {
          await refresh();
        }
      }}
    />
  );
}
