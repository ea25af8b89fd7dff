import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newSignatureRequestSchema,
  signatureCodeSchema,
  signatureRequestSchema,
  signatureVerificationSchema,
  signDocumentSchema,
  signedDocumentSchema,
  verifySignatureQuerySchema,
} from "../../../domain/signatures/signature-schemas.ts";
import { requireExecutor, requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { visibleChat } from "../chat/session-access.ts";
import { consentOriginOf } from "../consents/service.ts";
import {
  cancelSignatureRequest,
  listSignatureRequests,
  requestSignature,
} from "./request-signature.ts";
import { sendSigningCode, signDocument } from "./sign-document.ts";
import { visibleSignatureRequest } from "./signature-access.ts";
import { verifySignature } from "./verify-signature.ts";

const idParams = z.object({ id: z.string().max(64) });
const refused = { 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/**
 * Documents a client signs in the chat with a code from an SMS (issue 45 §3, docs/decisions/061):
 * the chat's lawyer asks, the chat's client signs, anyone holding the file checks.
 */
export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = chatContextOf(app);

  app.post(
    "/chat/sessions/:id/signature-requests",
    {
      config: { access: "staff", object: "chat", rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: "requestSignature",
        tags: ["signatures", "chat"],
        summary:
          "«Запросить подпись»: файл чата или «Файлов» юриста (его копия — в чат) или акт этого чата (его PDF — в чат); 200 — запрос уже ждёт подписи",
        security: bearer,
        params: idParams,
        body: newSignatureRequestSchema,
        response: {
          200: signatureRequestSchema,
          201: signatureRequestSchema,
          400: errorSchema,
          ...refused,
          409: errorSchema,
          503: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const lawyer = requireExecutor(request);
      const { request: made, created } = await requestSignature(
        chat,
        lawyer,
        visibleChat(request),
        request.body,
        request.ip,
      );
      return reply.code(created ? 201 : 200).send(made);
    },
  );

  app.get(
    "/chat/sessions/:id/signature-requests",
    {
      config: { access: "signed-in", object: "chat" },
      schema: {
        operationId: "listSignatureRequests",
        tags: ["signatures", "chat"],
        summary: "Запросы подписи в чате, старые сверху: ждут подписи, подписаны, отменены",
        security: bearer,
        params: idParams,
        response: { 200: z.array(signatureRequestSchema), ...refused },
      },
    },
    async (request) => listSignatureRequests(app.db, visibleChat(request)),
  );

  app.post(
    "/signature-requests/:id/cancel",
    {
      config: { access: "staff", object: "signature-request" },
      schema: {
        operationId: "cancelSignatureRequest",
        tags: ["signatures"],
        summary: "Отменить запрос подписи, пока документ не подписан",
        security: bearer,
        params: idParams,
        response: { 200: signatureRequestSchema, ...refused, 409: errorSchema },
      },
    },
    async (request) => {
      const { request: row, chat: session } = visibleSignatureRequest(request);
      return cancelSignatureRequest(chat, session, row);
    },
  );

  app.post(
    "/signature-requests/:id/code",
    {
      config: { access: "client", object: "signature-request" },
      schema: {
        operationId: "sendSigningCode",
        tags: ["signatures"],
        summary:
          "Код для подписания: SMS на подтверждённый номер клиента чата (лимиты SMS — как у входа)",
        security: bearer,
        params: idParams,
        response: { 202: signatureCodeSchema, ...refused, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const code = await sendSigningCode(app, user, visibleSignatureRequest(request), request.ip);
      return reply.code(202).send(code);
    },
  );

  app.post(
    "/signature-requests/:id/sign",
    {
      config: { access: "client", object: "signature-request" },
      schema: {
        operationId: "signDocument",
        tags: ["signatures"],
        summary:
          "Подписать документ кодом из SMS (простая электронная подпись): лист подписания — в чат",
        security: bearer,
        params: idParams,
        body: signDocumentSchema,
        response: {
          200: signedDocumentSchema,
          400: errorSchema,
          ...refused,
          409: errorSchema,
          503: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request) =>
      signDocument(
        app,
        requireUser(request),
        visibleSignatureRequest(request),
        request.body,
        consentOriginOf(request),
      ),
  );

  app.get(
    "/signatures/verify",
    {
      config: { access: "anyone", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "verifySignature",
        tags: ["signatures"],
        summary:
          "Проверить подпись по SHA-256 файла: когда и кем (инициалы) подписан, или signed: false",
        security: noAuth,
        querystring: verifySignatureQuerySchema,
        response: { 200: signatureVerificationSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => verifySignature(app.db, request.query.sha256),
  );
};
