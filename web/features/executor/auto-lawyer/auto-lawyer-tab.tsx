import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { AUTO_LAWYER_ADMIN_TEXTS as T } from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import type { ExecutorAutoLawyerService } from "../../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { backOfficeAutoLawyerApi } from "../../../api/back-office-auto-lawyer.ts";
import { ApiError, errorText } from "../../../api/client.ts";
import { EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { AutoLawyerConfirmations, type PendingAct } from "./auto-lawyer-confirmations.tsx";
import { AutoLawyerFormModal } from "./auto-lawyer-form-modal.tsx";
import { AutoLawyerRow } from "./auto-lawyer-row.tsx";
import { useExecutorAutoLawyerServices, useRefreshAutoLawyer } from "./use-auto-lawyer-admin.ts";
import { useOrderDraft } from "./use-order-draft.ts";

/** The form: closed, a new service, or one being edited. Keyed so each opening starts afresh. */
type Editing = { key: number; service: ExecutorAutoLawyerService | null } | null;

/**
 * «Автоюрист» (issue 10 §3): the auto-lawyer services of the site, inactive ones too, with their
 * real prices; create, edit with a preview, switch on/off and delete after a confirmation, and
 * a new order saved by «Сохранить порядок».
 */
export function AutoLawyerTab() {
  const list = useExecutorAutoLawyerServices();
  const refresh = useRefreshAutoLawyer();
  const order = useOrderDraft(list.data ?? []);
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<PendingAct | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);

  const saveOrder = async () => {
    setSavingOrder(true);
    try {
      await backOfficeAutoLawyerApi.reorder({
        services: order.ordered.map((service, index) => ({
          service_id: service.id,
          sort_order: index,
        })),
      });
      notifications.show({ color: "teal", message: T.orderSaved });
      order.reset();
      await refresh();
    } catch (error) {
      notifications.show({
        color: "red",
        message: T.orderSaveFailed(errorText(error, T.unknownError)),
      });
      // The list changed meanwhile (409): the draft cannot apply, show the one there is. Any
      // other failure keeps the draft and its notice, to be saved again.
      if (error instanceof ApiError && error.status === 409) {
        order.reset();
        await refresh();
      }
    } finally {
      setSavingOrder(false);
    }
  };

  const heading = (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ flex: "1 1 20rem" }}>
        <Title order={2} size="h3">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.lead}
        </Text>
      </Stack>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => setEditing({ key: Date.now(), service: null })}
      >
        {T.add}
      </Button>
    </Group>
  );

  let body: ReactNode;
  if (list.isPending) body = <LoadingState label={T.loading} />;
  else if (list.isError)
    body = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (order.ordered.length === 0)
    body = <EmptyState testId="auto-lawyer-admin-empty">{T.empty}</EmptyState>;
  else
    body = (
      <Stack
        component="ul"
        gap="sm"
        aria-label={T.listLabel}
        style={{ listStyle: "none", margin: 0, padding: 0 }}
      >
        {order.ordered.map((service, index) => (
          <AutoLawyerRow
            key={service.id}
            service={service}
            isFirst={index === 0}
            isLast={index === order.ordered.length - 1}
            onMove={(step) => order.move(index, step)}
            onEdit={() => setEditing({ key: Date.now(), service })}
            onToggle={() =>
              setPending({ kind: service.is_active ? "deactivate" : "activate", service })
            }
            onDelete={() => setPending({ kind: "delete", service })}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg">
      {heading}
      {order.dirty ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="auto-lawyer-order-notice"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{T.orderChangedNotice}</Text>
            <Button size="xs" onClick={() => void saveOrder()} loading={savingOrder}>
              {T.saveOrder}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {body}
      {editing ? (
        <AutoLawyerFormModal
          key={editing.key}
          service={editing.service}
          onClose={() => setEditing(null)}
          refresh={refresh}
        />
      ) : null}
      <AutoLawyerConfirmations
        pending={pending}
        onClose={() => setPending(null)}
        refresh={refresh}
      />
    </Stack>
  );
}
