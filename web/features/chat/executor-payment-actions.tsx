import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCashBanknote, IconCurrencyRubel, IconReceipt2 } from "@tabler/icons-react";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { ActionDialog } from "../../ui/action-dialog.tsx";
import { MarkPaidForm } from "./mark-paid-form.tsx";
import { PaymentRequestForm } from "./payment-request-form.tsx";
import { PaymentStatusForm } from "./payment-status-form.tsx";

/**
 * The executor's payment moves on a chat (spec 2 §5, spec 3 §2, §4): ask for a price (also after
 * the client accepted the order: paying after acceptance is common), confirm a transfer, set the
 * bookkeeping mark. A paid chat needs no confirmation; the server checks the same.
 */
export function ExecutorPaymentActions({ session }: { session: ChatSession }) {
  const [requestOpened, requestDialog] = useDisclosure(false);
  const [markPaidOpened, markPaidDialog] = useDisclosure(false);
  const [statusOpened, statusDialog] = useDisclosure(false);
  const canMarkPaid = session.payment_status !== "paid";

  return (
    <>
      <Button
        size="sm"
        color="teal"
        variant="light"
        leftSection={<IconCurrencyRubel size={16} />}
        onClick={requestDialog.open}
      >
        {T.requestDialogTitle}
      </Button>
      {canMarkPaid ? (
        <Button
          size="sm"
          color="teal"
          variant="light"
          leftSection={<IconCashBanknote size={16} />}
          onClick={markPaidDialog.open}
        >
          {T.markPaid}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="default"
        leftSection={<IconReceipt2 size={16} />}
        onClick={statusDialog.open}
      >
        {T.paymentStatus}
      </Button>
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
}
