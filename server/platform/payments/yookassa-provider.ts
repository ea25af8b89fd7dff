import { z } from "zod";
import { decimalStringToKopecks, kopecksToDecimalString } from "../../../domain/money.ts";
import { PAYMENT_CURRENCY, type PaymentState } from "../../../domain/payments/payments.ts";
import {
  type NewProviderPayment,
  type NewProviderRefund,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderReceipt,
  type ProviderRefund,
} from "./payment-provider.ts";

/**
 * YooKassa API v3 (https://yookassa.ru/developers/api): create a payment with redirect
 * confirmation and immediate capture, read a payment, refund one (whole or part) and read the
 * refund. Every request carries Basic auth; a create
 * carries an Idempotence-Key (our payment id), so retrying after a timeout or a 5xx never makes a
 * second payment.
 */
export interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  /** The API base with its version, e.g. https://api.yookassa.ru/v3. */
  apiUrl: string;
  /** 54-FZ receipt item payment mode (the operator's accountant decides). */
  paymentMode?: "full_payment" | "full_prepayment";
  /** Waits before each retry of a failed call; the list's length is the number of retries. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

/** YooKassa limits a description and a receipt item's name to 128 characters. */
const TEXT_LIMIT = 128;
const DEFAULT_RETRY_DELAYS_MS = [300, 1_000, 3_000];
const MAX_RETRY_AFTER_MS = 5_000;

const amountSchema = z.object({ value: z.string(), currency: z.string() });
const paymentObjectSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  amount: amountSchema,
  metadata: z.record(z.string(), z.string()).nullish(),
  confirmation: z.object({ confirmation_url: z.string().optional() }).nullish(),
  refunded_amount: amountSchema.nullish(),
  captured_at: z.string().nullish(),
});
type PaymentObject = z.infer<typeof paymentObjectSchema>;
const refundObjectSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  status: z.enum(["pending", "succeeded", "canceled"]),
  amount: amountSchema,
});

export const truncate = (text: string, limit = TEXT_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

/** A phone as a receipt takes it (digits, country code first), or null when it is not one. */
export function receiptPhone(phone: string | null): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits.startsWith("8")) digits = `7${digits.slice(1)}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

function toProviderPayment(object: PaymentObject): ProviderPayment {
  const amountKopecks = decimalStringToKopecks(object.amount.value);
  if (amountKopecks === null) throw new PaymentProviderError(`bad amount ${object.amount.value}`);
  const refunded = object.refunded_amount
    ? (decimalStringToKopecks(object.refunded_amount.value) ?? 0)
    : 0;
  // YooKassa keeps a refunded payment «succeeded» and reports the refund in refunded_amount.
  let status: PaymentState =
    object.status === "waiting_for_capture" ? "pending" : (object.status as PaymentState);
  if (status === "succeeded" && refunded >= amountKopecks) status = "refunded";
  return {
    id: object.id,
    status,
    amountKopecks,
    currency: object.amount.currency,
    metadata: object.metadata ?? {},
    confirmationUrl: object.confirmation?.confirmation_url ?? null,
    paidAt: object.captured_at ? new Date(object.captured_at) : null,
  };
}

/** A receipt for `amount`: the payer, the tax system when set, one service item with its VAT. */
function receiptOf(
  receipt: ProviderReceipt,
  amount: { value: string; currency: string },
  options: Pick<YooKassaOptions, "paymentMode">,
) {
  const phone = receiptPhone(receipt.phone);
  return {
    customer: { email: receipt.email, ...(phone ? { phone } : {}) },
    ...(receipt.taxSystemCode === null ? {} : { tax_system_code: receipt.taxSystemCode }),
    items: [
      {
        description: truncate(receipt.itemDescription),
        quantity: "1.00",
        amount,
        vat_code: receipt.vatCode,
        payment_subject: "service",
        payment_mode: options.paymentMode ?? "full_payment",
      },
    ],
  };
}

/** POST /v3/refunds: the payment, the amount, and the refund receipt when receipts are on. */
function refundBody(refund: NewProviderRefund, options: Pick<YooKassaOptions, "paymentMode">) {
  const amount = {
    value: kopecksToDecimalString(refund.amountKopecks),
    currency: PAYMENT_CURRENCY,
  };
  return {
    payment_id: refund.providerPaymentId,
    amount,
    description: truncate(refund.description, 250),
    ...(refund.receipt ? { receipt: receiptOf(refund.receipt, amount, options) } : {}),
  };
}

/**
 * POST /v3/payments: immediate capture and a redirect confirmation; СБП asks for the QR method
 * (`payment_method_data`), the card leaves the choice on YooKassa's page.
 */
function createBody(payment: NewProviderPayment, options: Pick<YooKassaOptions, "paymentMode">) {
  const amount = {
    value: kopecksToDecimalString(payment.amountKopecks),
    currency: PAYMENT_CURRENCY,
  };
  return {
    amount,
    capture: true,
    confirmation: { type: "redirect", return_url: payment.returnUrl },
    ...(payment.method === "sbp" ? { payment_method_data: { type: "sbp" } } : {}),
    description: truncate(payment.description),
    metadata: payment.metadata,
    ...(payment.receipt ? { receipt: receiptOf(payment.receipt, amount, options) } : {}),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createYooKassaProvider(options: YooKassaOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString("base64")}`;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 10_000;

  /**
   * One call with retries on what YooKassa says to retry: network failures and timeouts, 5xx,
   * 429, and 202 (still processing, come back after `retry_after`). Other 4xx are final.
   */
  async function call(
    path: string,
    init: { method: "GET" | "POST"; body?: unknown; idempotenceKey?: string },
  ): Promise<{ status: number; body: unknown }> {
    let lastError = "no attempt";
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await pause(delays[attempt - 1] ?? 0);
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: init.method,
          headers: {
            authorization,
            accept: "application/json",
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
            ...(init.idempotenceKey ? { "idempotence-key": init.idempotenceKey } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastError = `network: ${(error as Error).message}`;
        continue;
      }
      const body = await response.json().catch(() => null);
      if (response.status === 202) {
        const retryAfter = Number((body as { retry_after?: unknown })?.retry_after);
        await pause(Math.min(Number.isFinite(retryAfter) ? retryAfter : 1_000, MAX_RETRY_AFTER_MS));
        lastError = "202 processing";
        continue;
      }
      if (response.status >= 500 || response.status === 429) {
        lastError = `HTTP ${response.status}`;
        continue;
      }
      return { status: response.status, body };
    }
    throw new PaymentProviderError(`YooKassa ${init.method} ${path}: ${lastError}`);
  }

  function parse(status: number, body: unknown, what: string): ProviderPayment {
    if (status !== 200) {
      const error = body as { code?: string; description?: string; parameter?: string } | null;
      throw new PaymentProviderError(
        `YooKassa ${what}: HTTP ${status} ${error?.code ?? ""} ${error?.parameter ?? ""} ${error?.description ?? ""}`.trim(),
        status,
      );
    }
    const parsed = paymentObjectSchema.safeParse(body);
    if (!parsed.success) throw new PaymentProviderError(`YooKassa ${what}: unexpected answer`);
    return toProviderPayment(parsed.data);
  }

  function parseRefund(status: number, body: unknown, what: string): ProviderRefund {
    if (status !== 200) {
      const error = body as { code?: string; description?: string; parameter?: string } | null;
      throw new PaymentProviderError(
        `YooKassa ${what}: HTTP ${status} ${error?.code ?? ""} ${error?.parameter ?? ""} ${error?.description ?? ""}`.trim(),
        status,
      );
    }
    const parsed = refundObjectSchema.safeParse(body);
    const amountKopecks = parsed.success ? decimalStringToKopecks(parsed.data.amount.value) : null;
    if (!parsed.success || amountKopecks === null) {
      throw new PaymentProviderError(`YooKassa ${what}: unexpected answer`);
    }
    return {
      id: parsed.data.id,
      paymentId: parsed.data.payment_id,
      status: parsed.data.status,
      amountKopecks,
    };
  }

  return {
    name: "yookassa",
    async create(payment) {
      const { status, body } = await call("/payments", {
        method: "POST",
        body: createBody(payment, options),
        idempotenceKey: payment.idempotenceKey,
      });
      return parse(status, body, "create");
    },
    async get(providerPaymentId) {
      const { status, body } = await call(`/payments/${encodeURIComponent(providerPaymentId)}`, {
        method: "GET",
      });
      if (status === 404) return null;
      return parse(status, body, "get");
    },
    async refund(refund) {
      const { status, body } = await call("/refunds", {
        method: "POST",
        body: refundBody(refund, options),
        idempotenceKey: refund.idempotenceKey,
      });
      return parseRefund(status, body, "refund");
    },
    async getRefund(providerRefundId) {
      const { status, body } = await call(`/refunds/${encodeURIComponent(providerRefundId)}`, {
        method: "GET",
      });
      if (status === 404) return null;
      return parseRefund(status, body, "get refund");
    },
  };
}
