import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { backOfficeServicesApi, type ExecutorService } from "../../../api/back-office-services.ts";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { OrderNotice } from "../catalogue-order/order-notice.tsx";
import { useOrderDraft } from "../catalogue-order/use-order-draft.ts";
import { useSaveOrder } from "../catalogue-order/use-save-order.ts";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { IntakeBuilderDialog } from "./intake-builder-dialog.tsx";
import { RecommendationsDialog } from "./recommendations-dialog.tsx";
import { ServiceBookingDialog } from "./service-booking-dialog.tsx";
import { type ServiceConfirmation, ServiceConfirmations } from "./service-confirmations.tsx";
import { ServiceFormDialog } from "./service-form-dialog.tsx";
import { ServiceRow } from "./service-row.tsx";
import { useExecutorServices, useRefreshCatalogue } from "./use-executor-services.ts";

type FormTarget = { service: ExecutorService | null } | null;

/**
 * «Услуги» (spec 3 §2): the whole catalogue in its order, with create, edit, (de)activate, delete,
 * recommendations, the intake form, «Запись на консультацию» (issue 48 §1), and moves that are
 * saved together by «Сохранить порядок».
 */
export function ServicesTab() {
  const services = useExecutorServices();
  const order = useOrderDraft(services.data ?? []);
  const saveOrder = useSaveOrder({
    order,
    save: backOfficeServicesApi.saveOrder,
    refresh: useRefreshCatalogue(),
    savedText: T.orderSaved,
  });
  const [form, setForm] = useState<FormTarget>(null);
  const [recommendationsOf, setRecommendationsOf] = useState<number | null>(null);
  const [intakeOf, setIntakeOf] = useState<ExecutorService | null>(null);
  const [bookingOf, setBookingOf] = useState<ExecutorService | null>(null);
  const [confirmation, setConfirmation] = useState<ServiceConfirmation | null>(null);

  const heading = (
    <TabHeading
      title={EXECUTOR_TEXTS.tabs.services}
      action={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ service: null })}>
          {T.add}
        </Button>
      }
    />
  );

  let content: ReactNode;
  if (services.isPending) {
    content = <LoadingState label={T.loading} />;
  } else if (services.isError && !services.data) {
    content = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={services.error}
        onRetry={() => void services.refetch()}
      />
    );
  } else if (order.ordered.length === 0) {
    content = <EmptyState testId="services-empty">{T.empty}</EmptyState>;
  } else {
    const last = order.ordered.length - 1;
    content = (
      <CardList label={T.listLabel} ordered>
        {order.ordered.map((service, index) => (
          <ServiceRow
            key={service.id}
            service={service}
            first={index === 0}
            last={index === last}
            busy={saveOrder.saving}
            onMove={(step) => order.move(index, step)}
            onAct={(act) => {
              if (act === "edit") setForm({ service });
              else if (act === "recommendations") setRecommendationsOf(service.id);
              else if (act === "intake") setIntakeOf(service);
              else if (act === "booking") setBookingOf(service);
              else setConfirmation({ act, service });
            }}
          />
        ))}
      </CardList>
    );
  }

  return (
    <Stack gap="lg" data-testid="services-tab">
      {heading}
      {order.dirty ? (
        <OrderNotice saving={saveOrder.saving} onSave={saveOrder.save} testId="order-notice" />
      ) : null}
      {content}
      <ServiceFormDialog
        opened={form !== null}
        service={form?.service ?? null}
        onClose={() => setForm(null)}
      />
      <RecommendationsDialog
        serviceId={recommendationsOf}
        onClose={() => setRecommendationsOf(null)}
      />
      <IntakeBuilderDialog service={intakeOf} onClose={() => setIntakeOf(null)} />
      <ServiceBookingDialog service={bookingOf} onClose={() => setBookingOf(null)} />
      <ServiceConfirmations confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
