import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { roublesToKopecks } from "../../../domain/money.ts";
import { refundRequestSchema, refundSchema } from "../../../domain/payments/refund-schemas.ts";
import { REFUND_TEXTS } from "../../../domain/payments/refunds.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { notFound } from "../../errors.ts";
import { bearer, errorSchema, isUuid, refusedAnswers } from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { paymentContextOf } from "./payment-context.ts";
import { refundPayment } from "./refunds.ts";

const paymentParams = z.object({ id: z.string().max(64) });

/** Refunds from «Платежи» (issue 31 §4): the firm's lawyers and administrators. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentContextOf(app);

  app.post(
    "/executor/payments/:id/refund",
    {
      config: { access: "staff", object: "payment" },
      schema: {
        operationId: "refundPayment",
        security: bearer,
        tags: ["executor"],
        summary:
          "Вернуть оплату целиком или частично (не больше оплаченного): через платёжную систему, перевод — записать возврат",
        params: paymentParams,
        body: refundRequestSchema,
        response: {
          201: refundSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireExecutor(request);
      if (!isUuid(request.params.id)) throw notFound(REFUND_TEXTS.paymentNotFound);
      const refund = await refundPayment(ctx, auditActorOf(user, request), request.params.id, {
        amountKopecks: roublesToKopecks(request.body.amount),
        reason: request.body.reason,
      });
      return reply.code(201).send(refund);
    },
  );
};
