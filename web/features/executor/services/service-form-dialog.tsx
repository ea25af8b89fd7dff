import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { CONFIRM_TEXTS } from "../../../../domain/errors.ts";
import type { ExecutorService } from "../../../api/back-office-services.ts";
import { ServiceForm } from "./service-form.tsx";

interface ServiceFormDialogProps {
  opened: boolean;
  /** The service to edit; null creates a new one. */
  service: ExecutorService | null;
  onClose(): void;
}

/** «Добавить услугу» and «Изменить» (spec 3 §2): one form, full screen on a phone. */
export function ServiceFormDialog({ opened, service, onClose }: ServiceFormDialogProps) {
  const narrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={service ? T.editTitle : T.createTitle}
      size="lg"
      centered
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": CONFIRM_TEXTS.close }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {/* A fresh form on each opening, filled from the service as it is now. */}
      {opened ? (
        <ServiceForm key={service?.id ?? "new"} service={service} onDone={onClose} />
      ) : null}
    </Modal>
  );
}
