import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { API_TEXTS } from "../../../domain/errors.ts";
import { type OnlinePaymentMethod, PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { ApiError } from "../../api/client.ts";
import { paymentsApi } from "../../api/payments.ts";
import type { OrderTarget } from "../../lib/order-actions.ts";
import { forgetShownDocumentsOn, shownDocumentVersions } from "../../ui/shown-document-versions.ts";
import { saveLastPayment } from "./last-payment-storage.ts";
import { createPaymentRequest, type PayerValues } from "./payment-form-checks.ts";
import { httpUrlOrNull } from "./safe-url.ts";

/** `crypto.randomUUID` exists only on https and localhost; a plain-http address needs the rest. */
function newIdempotenceKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Where the provider brings the payer back: a booking's own page, else /payment/result. */
const returnUrlOf = (target: OrderTarget) =>
  `${location.origin}${target.booking?.returnPath ?? "/payment/result"}`;

/** Spec 1 §8: the server's detail, else one of the two generic texts. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return T.createFailedUnexpected;
  if (error.status >= 500 && error.detail === API_TEXTS.internal) return T.createFailed;
  return error.detail || T.createFailed;
}

/**
 * Card payment (spec 1 §4): create the payment, remember it for /payment/result, and hand the
 * browser to the provider. One idempotence key per opened form, so a double click or a retry
 * after a lost answer makes one payment; a refusal (4xx) made none, so the next try gets a new key.
 */
export function useCardPayment(target: OrderTarget) {
  const queryClient = useQueryClient();
  // One key per method: the card and СБП are two payments, each made once.
  const keys = useRef(new Map<OnlinePaymentMethod, string>());
  const keyFor = (method: OnlinePaymentMethod) => {
    const known = keys.current.get(method);
    if (known) return known;
    const made = newIdempotenceKey();
    keys.current.set(method, made);
    return made;
  };
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pay = async (values: PayerValues, method: OnlinePaymentMethod = "card") => {
    if (running.current) return;
    const key = keyFor(method);
    running.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const request = {
        ...createPaymentRequest(target, values, returnUrlOf(target), method),
        ...shownDocumentVersions(queryClient),
      };
      const created = await paymentsApi.create(request, key);
      const confirmationUrl = httpUrlOrNull(created.confirmation_url);
      if (!confirmationUrl) throw new Error("confirmation_url is not an http(s) address");
      saveLastPayment({
        payment_id: created.payment_id,
        title: target.title,
        back: location.pathname + location.search,
        key,
      });
      // The button stays busy while the browser leaves for the provider's page.
      window.location.assign(confirmationUrl);
    } catch (error) {
      // A refusal made no payment: the next try gets a new key. Not on 409 «already being
      // created»: that payment exists, and the same key must find it.
      if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 409
      ) {
        keys.current.delete(method);
      }
      forgetShownDocumentsOn(queryClient, error);
      setFailure(failureText(error));
      running.current = false;
      setSubmitting(false);
    }
  };

  return { pay, submitting, failure, setFailure };
}
