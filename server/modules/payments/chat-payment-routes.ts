import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatMessageSchema, chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import {
  markPaidSchema,
  paymentRequestSchema,
  updatePaymentStatusSchema,
} from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { badRequest } from "../../errors.ts";
import { multipartBody } from "../../http/media-schemas.ts";
import { multipartError, multipartParts } from "../../http/multipart.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { visibleChat } from "../chat/session-access.ts";
import { confirmManualPayment, requestPayment, updatePaymentStatus } from "./chat-payments.ts";
import { paymentContextOf } from "./payment-context.ts";

const sessionParams = z.object({ id: z.string().max(64) });
const sessionAnswers = {
  200: chatSessionSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/**
 * The spec sends a payment request as multipart (content, payment_amount, message_type); JSON is
 * taken too. A payment request carries no files.
 */
async function readFields(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const fields: Record<string, string> = {};
  try {
    for await (const part of multipartParts(request, { files: 0, fields: 10, fieldSize: 8_000 })) {
      if (part.type === "field") fields[part.fieldname] = String(part.value ?? "");
    }
  } catch (error) {
    throw (
      multipartError(request, error, { FST_FILES_LIMIT: PAYMENT_TEXTS.requestFilesRefused }) ??
      error
    );
  }
  return fields;
}

/** The executor's payment acts on a chat (spec 2 §7, spec 3 §4 and §7). Executors only. */
export const chatPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = paymentContextOf(app);

  app.post(
    "/chat/sessions/:id/executor-messages",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "sendExecutorMessage",
        tags: ["executor"],
        summary:
          "Запрос на оплату в чате (message_type=payment_request, payment_amount в рублях, content — комментарий, service_title — услуга для счёта, в корпоративном чате обязательна)",
        security: bearer,
        body: multipartBody(paymentRequestSchema, paymentRequestSchema),
        params: sessionParams,
        response: {
          201: z.array(chatMessageSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          // A company's payment request while the firm's requisites are missing (issue 43 §6).
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const executor = requireExecutor(request);
      const session = visibleChat(request);
      const parsed = paymentRequestSchema.safeParse(await readFields(request));
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? PAYMENT_TEXTS.amountInvalid);
      }
      return reply.code(201).send(await requestPayment(ctx, executor, session, parsed.data));
    },
  );

  app.post(
    "/chat/sessions/:id/mark-paid",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "markChatPaid",
        tags: ["executor"],
        summary:
          "Подтвердить оплату переводом: сумма (по умолчанию — запрошенная) попадёт в доходы",
        security: bearer,
        params: sessionParams,
        body: markPaidSchema.nullish(),
        response: sessionAnswers,
      },
    },
    async (request) => {
      const executor = requireExecutor(request);
      const session = visibleChat(request);
      return confirmManualPayment(ctx, executor, session, request.body?.amount);
    },
  );

  app.post(
    "/chat/sessions/:id/update-payment-status",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "updateChatPaymentStatus",
        tags: ["executor"],
        summary: "Изменить статус оплаты чата (отметка для учёта)",
        security: bearer,
        params: sessionParams,
        body: updatePaymentStatusSchema,
        response: sessionAnswers,
      },
    },
    async (request) => {
      const session = visibleChat(request);
      return updatePaymentStatus(ctx, session, request.body.payment_status);
    },
  );
};
