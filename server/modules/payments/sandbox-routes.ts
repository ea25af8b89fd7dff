import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { kopecksToRoubles } from "../../../domain/money.ts";
import {
  sandboxDecisionResponseSchema,
  sandboxDecisionSchema,
  sandboxPaymentSchema,
} from "../../../domain/payments/payment-schemas.ts";
import {
  type OnlinePaymentMethod,
  PAYMENT_TEXTS,
  type PaymentState,
} from "../../../domain/payments/payments.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { conflict, notFound } from "../../errors.ts";
import { errorSchema, isUuid, noAuth } from "../../http/schemas.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { paymentContextOf } from "./payment-context.ts";
import { handleNotification } from "./payment-service.ts";
import { type SandboxProvider, sandboxCheckoutPath } from "./sandbox-provider.ts";
import { currentEngine } from "./switching-provider.ts";

const params = z.object({ id: z.string().max(64) });

/**
 * The sandbox's СБП code: it opens this same page (a real one opens the payer's bank app), so a
 * phone that scans it can press «Оплатить» there.
 */
async function sandboxQr(publicUrl: string, id: string): Promise<string> {
  const address = new URL(sandboxCheckoutPath(id), publicUrl).toString();
  return QRCode.toString(address, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

/**
 * The sandbox provider's side while it is the provider (404 otherwise): its checkout page's data
 * and the payer's decision. After a decision the sandbox notifies our payment service the way YooKassa
 * does — by naming the payment, which the service then reads back from the provider.
 */
export const sandboxPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentContextOf(app);
  /** The sandbox while it is the provider; after a switch to YooKassa its pages are gone. */
  const sandboxNow = () => {
    const engine = currentEngine(app.paymentProvider);
    if (engine.name !== "sandbox") throw notFound(PAYMENT_TEXTS.sandboxNotFound);
    return engine as SandboxProvider;
  };
  const findOr404 = async (id: string) => {
    const row = isUuid(id) ? await sandboxNow().find(id) : null;
    if (!row) throw notFound(PAYMENT_TEXTS.sandboxNotFound);
    return row;
  };

  app.get(
    "/payments/sandbox/:id",
    {
      config: { access: "anyone", object: "key" },
      schema: {
        operationId: "getSandboxPayment",
        security: noAuth,
        tags: ["payments"],
        summary: "Тестовый провайдер: данные страницы оплаты",
        params,
        response: { 200: sandboxPaymentSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await findOr404(request.params.id);
      return {
        id: row.id,
        amount: kopecksToRoubles(row.amountKopecks),
        currency: row.currency,
        description: row.description,
        status: row.status as PaymentState,
        return_url: row.returnUrl,
        shop_name: siteNameOf(await getSiteSettings(app.db)),
        method: row.method as OnlinePaymentMethod,
        qr_svg: row.method === "sbp" ? await sandboxQr(app.config.publicUrl, row.id) : null,
      };
    },
  );

  app.post(
    "/payments/sandbox/:id/decision",
    {
      config: { access: "anyone", object: "key", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "decideSandboxPayment",
        security: noAuth,
        tags: ["payments"],
        summary: "Тестовый провайдер: оплатить или отменить платёж",
        params,
        body: sandboxDecisionSchema,
        response: { 200: sandboxDecisionResponseSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const row = await findOr404(request.params.id);
      const decided = await sandboxNow().decide(row.id, request.body.action);
      if (!decided) throw conflict(PAYMENT_TEXTS.sandboxAlreadyFinished);
      try {
        await handleNotification(ctx, decided.id);
      } catch (error) {
        // The result page reads the payment back from the sandbox, so nothing is lost.
        request.log.warn({ err: error }, "sandbox notification failed");
      }
      return { return_url: decided.returnUrl };
    },
  );
};
