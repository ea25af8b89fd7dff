import { useQuery } from "@tanstack/react-query";
import type { ExecutorService } from "../../../api/back-office-services.ts";
import { bookingSettingsApi, bookingSettingsKeys } from "../../../api/booking-settings.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { BOOKING_SETTINGS_TEXTS } from "../booking-settings-texts.ts";
import { ServiceBookingForm } from "./service-booking-form.tsx";

const T = BOOKING_SETTINGS_TEXTS.service;

interface ServiceBookingDialogProps {
  /** The service whose booking is set; null closes the dialog. */
  service: ExecutorService | null;
  onClose(): void;
}

/** «Запись на консультацию» of a service (issue 48 §1), full screen on a phone. */
export function ServiceBookingDialog({ service, onClose }: ServiceBookingDialogProps) {
  return (
    <ResponsiveModal
      opened={service !== null}
      onClose={onClose}
      title={service ? T.dialogTitle(service.title) : T.open}
      size="lg"
    >
      {service ? <ServiceBooking key={service.id} serviceId={service.id} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

/** The settings as they are now (read fresh at each opening), then the form filled from them. */
function ServiceBooking({ serviceId, onDone }: { serviceId: number; onDone(): void }) {
  const settings = useQuery({
    queryKey: bookingSettingsKeys.service(serviceId),
    queryFn: ({ signal }) => bookingSettingsApi.service(serviceId, signal),
    staleTime: 0,
  });
  if (settings.isPending) return <LoadingState label={T.loading} />;
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <ServiceBookingForm serviceId={serviceId} settings={settings.data} onDone={onDone} />;
}
