import { useMutation, useQuery } from "@tanstack/react-query";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { ApiError, retryUnlessMissing } from "../../api/client.ts";
import { paymentsApi } from "../../api/payments.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { httpUrlOrNull } from "./safe-url.ts";

export type SandboxAction = "pay" | "cancel";

/** The built-in test provider's record of one payment (GET /api/payments/sandbox/{id}). */
export function useSandboxPayment(id: string) {
  return useQuery({
    queryKey: queryKeys.sandboxPayment(id),
    queryFn: () => paymentsApi.sandbox(id),
    enabled: id !== "",
    retry: retryUnlessMissing,
  });
}

/**
 * «Оплатить» or «Отменить платёж»: the decision, then back to the shop's return address.
 * A payment finished meanwhile (409) is re-read, so the page shows it as finished.
 */
export function useSandboxDecision(id: string, onFinishedMeanwhile: () => void) {
  const mutation = useMutation({
    mutationFn: (action: SandboxAction) => paymentsApi.sandboxDecide(id, action),
    onSuccess: ({ return_url }) => {
      const url = httpUrlOrNull(return_url);
      if (url) window.location.assign(url);
      else onFinishedMeanwhile();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onFinishedMeanwhile();
    },
  });
  const failure = mutation.isError
    ? mutation.error instanceof ApiError && mutation.error.status > 0
      ? mutation.error.detail
      : T.sandboxDecisionFailed
    : null;
  return {
    decide: mutation.mutate,
    running: mutation.isPending,
    /** Decided: the browser is on its way back to the shop, so the buttons stay off. */
    done: mutation.isSuccess,
    action: mutation.variables,
    failure,
  };
}
