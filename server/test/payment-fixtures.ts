import type { Service } from "../../domain/catalogue/service-schemas.ts";
import type { ChatMessage } from "../../domain/chat/chat-schemas.ts";
import type { CreatePaymentResponse, Payment } from "../../domain/payments/payment-schemas.ts";
import type { App } from "../app.ts";
import { bearer } from "./fixtures.ts";

export const PAYER = {
  client_name: "Ольга Плательщица",
  client_email: "olga@example.ru",
  client_phone: "+7 (900) 555-44-33",
} as const;

export interface PaymentCallOptions {
  token?: string;
  key?: string;
  /** The caller's IP address (default 127.0.0.1). */
  ip?: string;
}

/** POST /api/payments/create as the browser sends it (no token unless given). */
export function createPaymentRequest(
  app: App,
  body: Record<string, unknown>,
  options: PaymentCallOptions = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/payments/create",
    // Creates are rate-limited per IP: a file making many of them spreads them over addresses.
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.key ? { "idempotence-key": options.key } : {}),
    },
    payload: {
      currency: "RUB",
      return_url: "http://localhost/payment/result",
      agree_to_terms: true,
      ...PAYER,
      ...body,
    },
  });
}

export async function createPaymentOk(
  app: App,
  body: Record<string, unknown>,
  options: PaymentCallOptions = {},
) {
  const response = await createPaymentRequest(app, body, options);
  if (response.statusCode !== 200)
    throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json() as CreatePaymentResponse;
}

export async function paymentOf(app: App, id: string) {
  const response = await app.inject({ url: `/api/payments/${id}` });
  if (response.statusCode !== 200)
    throw new Error(`payment: ${response.statusCode} ${response.body}`);
  return response.json() as Payment;
}

/** The executor's «Задать цену для оплаты». */
export async function requestPaymentInChat(
  app: App,
  executorToken: string,
  sessionId: string,
  amount: number | string,
  content = "",
  /** What is sold: required in the corporate chat (issue 44 §2). */
  serviceTitle?: string,
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/chat/sessions/${sessionId}/executor-messages`,
    headers: bearer(executorToken),
    payload: {
      message_type: "payment_request",
      payment_amount: amount,
      content,
      ...(serviceTitle ? { service_title: serviceTitle } : {}),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`request: ${response.statusCode} ${response.body}`);
  const [message] = response.json() as ChatMessage[];
  if (!message) throw new Error("no payment request message");
  return message;
}

/** A demo service with a plain price (not auto-lawyer, not «by agreement»). */
export async function payableService(app: App): Promise<Service> {
  const list = (await app.inject({ url: "/api/services" })).json() as Service[];
  const service = list.find((item) => item.category !== "auto" && item.base_price > 0);
  if (!service) throw new Error("no payable demo service");
  return service;
}

/** The sandbox checkout's id, the last part of its confirmation_url. */
export const sandboxIdOf = (confirmationUrl: string) => confirmationUrl.split("/").pop() ?? "";

/** The payer's choice on the sandbox checkout page. */
export const decideInSandbox = (app: App, confirmationUrl: string, action: "pay" | "cancel") =>
  app.inject({
    method: "POST",
    url: `/api/payments/sandbox/${sandboxIdOf(confirmationUrl)}/decision`,
    payload: { action },
  });

/** What the client's «Оплатить» sends for a payment request (its own amount). */
export const chatPaymentBody = (request: ChatMessage) => ({
  session_id: request.session_id,
  message_id: request.id,
  amount: request.payment_amount,
});
