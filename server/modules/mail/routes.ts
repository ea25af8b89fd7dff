import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAT_MAIL_TEXTS,
  MAIL_CATEGORIES,
  type MailCategory,
  mailCategoriesFor,
} from "../../../domain/mail/mail.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { requireUser } from "../../auth/request-user.ts";
import { badRequest } from "../../errors.ts";
import { urlEncodedFormBody } from "../../http/media-schemas.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { optedOutCategories, setMailPreferences, unsubscribe } from "./unsubscribe.ts";

/** Every category, each optional: a person has only their side's (a client's or a lawyer's). */
const preferencesSchema = z
  .object(
    Object.fromEntries(MAIL_CATEGORIES.map((category) => [category, z.boolean()])) as Record<
      MailCategory,
      z.ZodBoolean
    >,
  )
  .partial()
  .strict();
const unsubscribeQuerySchema = z.object({
  email: z.string().max(254),
  category: z.string().max(40),
  token: z.string().max(100),
});

type Preferences = Partial<Record<MailCategory, boolean>>;
const preferencesOf = (categories: readonly MailCategory[], off: Set<string>): Preferences =>
  Object.fromEntries(categories.map((category) => [category, !off.has(category)]));
const categoriesOf = (user: { role: Parameters<typeof isExecutorRole>[0] }) =>
  mailCategoriesFor(isExecutorRole(user.role));

/** Mail settings (issue 14 §1): the profile's «Уведомления» and the unsubscribe link. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail app POSTs the form body «List-Unsubscribe=One-Click»; nothing in it is needed.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    "/mail/unsubscribe",
    {
      config: { access: "anyone", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        operationId: "unsubscribeFromMail",
        tags: ["mail"],
        summary: "Отписка от категории писем по подписанной ссылке (RFC 8058, без входа)",
        security: noAuth,
        querystring: unsubscribeQuerySchema,
        // A mail app sends the form; the signed query is all the route reads, so it may not.
        body: urlEncodedFormBody(
          z.object({ "List-Unsubscribe": z.literal("One-Click").describe("RFC 8058") }).nullish(),
        ),
        response: { 200: z.object({ category: z.string() }), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      if (!(await unsubscribe(app.db, request.query))) {
        throw badRequest(CHAT_MAIL_TEXTS.unsubscribeInvalid);
      }
      return { category: request.query.category };
    },
  );

  app.get(
    "/auth/me/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getMailPreferences",
        tags: ["auth"],
        summary: "Какие письма присылать (по категориям)",
        security: bearer,
        response: { 200: preferencesSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return preferencesOf(categoriesOf(user), await optedOutCategories(app.db, user.email));
    },
  );

  app.put(
    "/auth/me/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "setMailPreferences",
        tags: ["auth"],
        summary: "Включить или выключить категории писем",
        security: bearer,
        body: preferencesSchema,
        response: { 200: preferencesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const own = categoriesOf(user);
      if (Object.keys(request.body).some((key) => !own.includes(key as MailCategory))) {
        throw badRequest(CHAT_MAIL_TEXTS.notYourCategory);
      }
      await setMailPreferences(app.db, user.email, request.body);
      return preferencesOf(own, await optedOutCategories(app.db, user.email));
    },
  );
};
