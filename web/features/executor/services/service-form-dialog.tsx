import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import type { ExecutorService } from "../../../api/back-office-services.ts";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { ServiceForm } from "./service-form.tsx";

interface ServiceFormDialogProps {
  opened: boolean;
  /** The service to edit; null creates a new one. */
  service: ExecutorService | null;
  onClose(): void;
}

/** «Добавить услугу» and «Изменить» (spec 3 §2): one form, full screen on a phone. */
export function ServiceFormDialog({ opened, service, onClose }: ServiceFormDialogProps) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={service ? T.editTitle : T.createTitle}
      size="lg"
      centered
    >
      {/* A fresh form on each opening, filled from the service as it is now. */}
      {opened ? (
        <ServiceForm key={service?.id ?? "new"} service={service} onDone={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}
