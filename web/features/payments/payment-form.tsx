import { Alert, Button, Checkbox, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconLock } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { transferHoldEnd } from "../../../domain/booking/booking.ts";
import {
  isOnlineMethod,
  offeredPaymentMethods,
  type PaymentMethod,
  PAYMENT_TEXTS as T,
} from "../../../domain/payments/payments.ts";
import { useAuth } from "../../lib/auth.ts";
import { openGuestChatFor, rememberedGuestChat } from "../../lib/guest-chat-memory.ts";
import type { OrderTarget } from "../../lib/order-actions.ts";
import { usePaymentSettings } from "../../lib/payment-settings.ts";
import { ConsentLabel } from "../../ui/consent-label.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { useSiteDocumentDialog } from "../../ui/use-site-document-dialog.tsx";
import { BookingTransferChoice } from "./booking-transfer-choice.tsx";
import { ManualTransferDetails } from "./manual-transfer-details.tsx";
import { type PayerErrors, type PayerValues, validatePayer } from "./payment-form-checks.ts";
import { PaymentMethodChoice } from "./payment-method-choice.tsx";
import { useCardPayment } from "./use-card-payment.ts";

interface PaymentFormProps {
  target: OrderTarget;
  /** «Отправить чек в чат» after a manual transfer. */
  onSendReceipt: () => void;
  /** The form did its part without leaving for the provider (a booking's transfer chosen). */
  onDone: () => void;
}

/**
 * The payer's contacts, the method, and what the method needs (spec 1 §2, §5): the transfer
 * details, or the card payment that leaves for the provider's page. Only the card payment sends
 * the form, so only it checks the fields.
 */
/**
 * A guest's chat this payment belongs to, as this browser remembers it: the one it is paid in,
 * else the one open for the same service (issue 28). A signed-in client's chat the server finds.
 */
function guestChatOf(target: OrderTarget, signedIn: boolean) {
  if (signedIn || target.chat) return null;
  if (target.openChatId) return rememberedGuestChat(target.openChatId);
  return target.serviceId === undefined ? null : openGuestChatFor(target.serviceId);
}

export function PaymentForm({ target, onSendReceipt, onDone }: PaymentFormProps) {
  const { user } = useAuth();
  const settings = usePaymentSettings({ fresh: true }).data;
  const testMode = settings?.test_mode === true;
  const [guestChat] = useState(() => guestChatOf(target, Boolean(user)));
  const card = useCardPayment(guestChat ? { ...target, openChatId: guestChat.sessionId } : target);
  // Until the settings say transfer details exist, the card is the only way (never a dead end).
  // A booking is paid by transfer only while its start leaves the lawyer a day to see the money.
  const booking = target.booking;
  const methods = offeredPaymentMethods(Boolean(settings?.manual), settings?.sbp === true).filter(
    (offered) =>
      !booking ||
      isOnlineMethod(offered) ||
      transferHoldEnd(Date.parse(booking.start), Date.now()) !== null,
  );
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const method = chosen !== null && methods.includes(chosen) ? chosen : (methods[0] ?? "card");
  // What the guest already gave in their chat is not asked again (issue 28).
  // …nor what the booking form was just given (issue 48).
  const given = target.booking?.payer;
  const [values, setValues] = useState<PayerValues>({
    name: user?.full_name ?? given?.name ?? guestChat?.name ?? "",
    email: user?.email ?? (given?.email || guestChat?.email) ?? "",
    phone: given?.phone ?? guestChat?.phone ?? "",
    consent: false,
  });
  const documents = useSiteDocumentDialog();
  const [errors, setErrors] = useState<PayerErrors>({});

  // A stored token may still be checked when the form opens: fill in what the account knows,
  // without overwriting anything typed meanwhile.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.full_name,
      email: current.email || user.email,
    }));
  }, [user]);

  const set = <K extends keyof PayerValues>(field: K, value: PayerValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOnlineMethod(method) || card.submitting) return;
    const found = validatePayer(values);
    setErrors(found);
    // The spec's one message for both required fields, shown once above the button.
    card.setFailure(found.name === true || found.email === true ? T.nameAndEmailRequired : null);
    if (Object.keys(found).length > 0) return;
    void card.pay(values, method);
  };

  // The card and СБП both leave for the provider's page and need the payer's contacts.
  const byCard = isOnlineMethod(method);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.nameLabel}
          autoComplete="name"
          required={byCard}
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name}
          maxLength={200}
          disabled={card.submitting}
        />
        <TextInput
          label={T.emailLabel}
          description={byCard ? T.emailHint : undefined}
          type="email"
          autoComplete="email"
          required={byCard}
          value={values.email}
          onChange={(event) => set("email", event.currentTarget.value)}
          error={errors.email}
          maxLength={254}
          disabled={card.submitting}
        />
        <PhoneInput
          label={T.phoneLabel}
          value={values.phone}
          onChange={(value) => set("phone", value)}
          error={errors.phone}
          disabled={card.submitting}
        />
        <PaymentMethodChoice
          methods={methods}
          value={method}
          onChange={setMethod}
          disabled={card.submitting}
        />
        {byCard ? (
          <>
            <Text size="sm" c="dimmed">
              {method === "sbp" ? T.sbpHint : `${T.cardMethods} ${T.cardRedirect}`}
            </Text>
            {testMode ? (
              // orange.8 read 3.6:1 on white (axe: colour contrast); the theme's darkened orange
              // «light» text colour reads above 4.5:1 and stays orange.
              <Text size="sm" c="var(--mantine-color-orange-light-color)">
                {T.testModeHint}
              </Text>
            ) : null}
            <Checkbox
              checked={values.consent}
              onChange={(event) => set("consent", event.currentTarget.checked)}
              error={errors.consent}
              disabled={card.submitting}
              label={<ConsentLabel onOpenDocument={documents.show} />}
            />
            {card.failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {card.failure}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={card.submitting}
              leftSection={<IconLock size={18} />}
            >
              {T.payByCard}
            </Button>
          </>
        ) : booking ? (
          <BookingTransferChoice booking={booking} onChosen={onDone} />
        ) : (
          <ManualTransferDetails onSendReceipt={onSendReceipt} />
        )}
      </Stack>
      {documents.dialog}
    </form>
  );
}
