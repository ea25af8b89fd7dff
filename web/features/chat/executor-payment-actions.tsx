import { useDisclosure } from "@mantine/hooks";
import { IconCashBanknote, IconCurrencyRubel, IconReceipt2 } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { isPaymentOwed } from "../../../domain/orders/order-state.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { ActionDialog } from "../../ui/action-dialog.tsx";
import type { ChatAction } from "./chat-actions.tsx";
import { MarkPaidForm } from "./mark-paid-form.tsx";
import { PaymentRequestForm } from "./payment-request-form.tsx";
import { PaymentStatusForm } from "./payment-status-form.tsx";

/**
 * The executor's payment moves on a chat (spec 2 §5, spec 3 §2, §4): ask for a price (also after
 * the client accepted the order: paying after acceptance is common), confirm a transfer, set the
 * bookkeeping mark. Only an open, unpaid request can be confirmed; the server checks the same.
 */
export function useExecutorPaymentActions(session: ChatSession): {
  actions: ChatAction[];
  dialogs: ReactNode;
} {
  const [requestOpened, requestDialog] = useDisclosure(false);
  const [markPaidOpened, markPaidDialog] = useDisclosure(false);
  const [statusOpened, statusDialog] = useDisclosure(false);
  // Only where the client owes the open request (spec 2 §4); the server refuses elsewhere too.
  const canMarkPaid = isPaymentOwed(session);

  const actions: ChatAction[] = [
    {
      key: "request-payment",
      label: T.requestDialogTitle,
      icon: <IconCurrencyRubel size={16} />,
      color: "teal",
      variant: "light",
      onClick: requestDialog.open,
    },
    ...(canMarkPaid
      ? [
          {
            key: "mark-paid",
            label: T.markPaid,
            icon: <IconCashBanknote size={16} />,
            color: "teal",
            variant: "light" as const,
            onClick: markPaidDialog.open,
          },
        ]
      : []),
    {
      key: "payment-status",
      label: T.paymentStatus,
      icon: <IconReceipt2 size={16} />,
      variant: "default",
      onClick: statusDialog.open,
    },
  ];

  const dialogs = (
    <>
      <ActionDialog
        opened={requestOpened}
        title={T.requestDialogTitle}
        onClose={requestDialog.close}
      >
        {(dialog) => <PaymentRequestForm session={session} dialog={dialog} />}
      </ActionDialog>
      <ActionDialog opened={markPaidOpened} title={T.markPaidTitle} onClose={markPaidDialog.close}>
        {(dialog) => <MarkPaidForm session={session} dialog={dialog} />}
      </ActionDialog>
      <ActionDialog opened={statusOpened} title={T.paymentStatusTitle} onClose={statusDialog.close}>
        {(dialog) => <PaymentStatusForm session={session} dialog={dialog} />}
      </ActionDialog>
    </>
  );
  return { actions, dialogs };
}
