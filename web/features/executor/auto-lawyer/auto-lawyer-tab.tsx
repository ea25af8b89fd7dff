import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { AUTO_LAWYER_ADMIN_TEXTS as T } from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import type { ExecutorAutoLawyerService } from "../../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { backOfficeAutoLawyerApi } from "../../../api/back-office-auto-lawyer.ts";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { OrderNotice } from "../catalogue-order/order-notice.tsx";
import { useOrderDraft } from "../catalogue-order/use-order-draft.ts";
import { useSaveOrder } from "../catalogue-order/use-save-order.ts";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { AutoLawyerConfirmations, type PendingAct } from "./auto-lawyer-confirmations.tsx";
import { AutoLawyerFormModal } from "./auto-lawyer-form-modal.tsx";
import { AutoLawyerRow } from "./auto-lawyer-row.tsx";
import { useExecutorAutoLawyerServices, useRefreshAutoLawyer } from "./use-auto-lawyer-admin.ts";

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
  const saveOrder = useSaveOrder({
    order,
    save: backOfficeAutoLawyerApi.reorder,
    refresh,
    savedText: T.orderSaved,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<PendingAct | null>(null);

  const heading = (
    <TabHeading
      title={EXECUTOR_TEXTS.tabs.autoLawyer}
      lead={T.lead}
      action={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ key: Date.now(), service: null })}
        >
          {T.add}
        </Button>
      }
    />
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
      <CardList label={T.listLabel} ordered>
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
      </CardList>
    );

  return (
    <Stack gap="lg">
      {heading}
      {order.dirty ? (
        <OrderNotice
          saving={saveOrder.saving}
          onSave={saveOrder.save}
          testId="auto-lawyer-order-notice"
        />
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
