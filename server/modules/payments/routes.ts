import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createPaymentResponseSchema,
  createPaymentSchema,
  paymentSchema,
  paymentSettingsSchema,
} from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { badRequest } from "../../errors.ts";
import { errorSchema, noAuth, optionalBearer } from "../../http/schemas.ts";
import { consentOriginOf } from "../consents/service.ts";
import { paymentContextOf } from "./payment-context.ts";
import { createPayment, handleNotification, paymentForResultPage } from "./payment-service.ts";
import { refreshRefundsOf } from "./refunds.ts";

const paymentParams = z.object({ id: z.string().max(64) });
/** YooKassa's own limit for an Idempotence-Key; we take the browser's under the same rule. */
const IDEMPOTENCE_KEY = /^[\w-]{1,64}$/;

/**
 * What a provider's notification names, and nothing more: the rest of its body is not trusted
 * (https://yookassa.ru/developers/using-api/webhooks). A refund's object names its payment.
 */
const notificationSchema = z.looseObject({
  event: z.string().max(100).optional(),
  object: z
    .looseObject({ id: z.string().max(100).optional(), payment_id: z.string().max(100).optional() })
    .optional(),
});

/** Card payments (spec 1 §7): create, read the state, and the provider's notifications. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentContextOf(app);
  const config = app.config;

  app.get(
    "/payments/settings",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getPaymentSettings",
        security: noAuth,
        tags: ["payments"],
        summary: "Как принимаются платежи: провайдер, тестовый режим, реквизиты для перевода",
        response: { 200: paymentSettingsSchema },
      },
    },
    async () => {
      const { provider, manual } = app.paymentSettings.current();
      return {
        provider,
        test_mode: provider === "sandbox",
        // Both take СБП: the sandbox shows its QR page, YooKassa its own.
        sbp: true,
        manual: manual
          ? { card_number: manual.card, phone: manual.phone, recipient: manual.recipient }
          : null,
      };
    },
  );

  app.post(
    "/payments/create",
    {
      config: { access: "anyone", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "createPayment",
        security: noAuth,
        tags: ["payments"],
        summary:
          "Создать платёж: сумма берётся из наших данных (услуга, тариф или запрос в чате); заголовок Idempotence-Key — повтор отвечает тем же платежом",
        body: createPaymentSchema,
        response: {
          200: createPaymentResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const key = request.headers["idempotence-key"];
      if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCE_KEY.test(key))) {
        throw badRequest(PAYMENT_TEXTS.idempotenceKeyInvalid);
      }
      // Never the request's Host header: a forged one would send the payer to another site.
      const origin = new URL(config.publicUrl).origin;
      return createPayment(ctx, request.body, {
        payer: request.user,
        clientKey: key ?? null,
        origin,
        consentOrigin: consentOriginOf(request),
      });
    },
  );

  app.get(
    "/payments/:id",
    {
      config: { access: "anyone", object: "key", rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        operationId: "getPayment",
        security: optionalBearer,
        tags: ["payments"],
        summary:
          "Состояние платежа (страница /payment/result); ожидающий платёж сверяется с провайдером. Заголовок Idempotence-Key, с которым платёж создан, открывает id гостевого чата",
        params: paymentParams,
        response: { 200: paymentSchema, 404: errorSchema },
      },
    },
    async (request) => {
      // The paying browser names its key to get back a guest chat the payment opened.
      const key = request.headers["idempotence-key"];
      const ownKey = typeof key === "string" && IDEMPOTENCE_KEY.test(key) ? key : null;
      return paymentForResultPage(ctx, request.params.id, ownKey, request.user);
    },
  );

  app.post(
    "/payments/yookassa/notifications",
    {
      // Each notification makes us read the payment from YooKassa: a flood must not exhaust it.
      config: { access: "anyone", rateLimit: { max: 300, timeWindow: 60_000 } },
      schema: {
        operationId: "receiveYookassaNotification",
        security: noAuth,
        tags: ["payments"],
        summary:
          "Уведомления ЮKassa: тело не используется как источник истины — платёж перечитывается через API",
        body: notificationSchema,
        response: { 200: z.object({}), 400: errorSchema },
      },
    },
    async (request) => {
      const { event, object } = request.body;
      const providerPaymentId = event?.startsWith("refund.") ? object?.payment_id : object?.id;
      if (providerPaymentId) {
        // Our refunds first: they record what went back and move the payment when it all did.
        if (event?.startsWith("refund.")) await refreshRefundsOf(ctx, providerPaymentId);
        const outcome = await handleNotification(ctx, providerPaymentId);
        if (outcome === "unknown") {
          request.log.warn({ event }, "notification for an unknown payment");
        }
      }
      return {};
    },
  );
};
