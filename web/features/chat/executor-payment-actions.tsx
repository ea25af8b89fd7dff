import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCashBanknote, IconCurrencyRubel, IconReceipt2 } from "@tabler/icons-react";
import { PAYMENT_TEXTS as T } from "../../../domain/payments.ts";
import type { ChatSession } from "../../api/chat.ts";
import { MarkPaidDialog } from "./mark-paid-dialog.tsx";
import { PaymentRequestDialog } from "./payment-request-dialog.tsx";
import { PaymentStatusDialog } from "./payment-status-dialog.tsx";

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
      <PaymentRequestDialog
        session={session}
        opened={requestOpened}
        onClose={requestDialog.close}
      />
      <MarkPaidDialog session={session} opened={markPaidOpened} onClose={markPaidDialog.close} />
      <PaymentStatusDialog session={session} opened={statusOpened} onClose={statusDialog.close} />
    </>
  );
}
