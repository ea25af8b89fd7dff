import type { FastifyInstance } from "fastify";
import { PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import type { Db } from "../../db/client.ts";
import { mailEveryAdministrator } from "../mail/administrators-mail.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import {
  type ChallengeDeps,
  type OpenChallenge,
  type OpenedChallenge,
  openPhoneChallenge,
} from "./challenges.ts";

const depsByApp = new WeakMap<FastifyInstance, ChallengeDeps>();

/** The challenge's dependencies of an app instance: its limits, the cap's mail, the outbox kick. */
function challengeDepsOf(app: FastifyInstance): ChallengeDeps {
  let deps = depsByApp.get(app);
  if (!deps) {
    deps = {
      db: app.db,
      limits: {
        ipHourly: app.config.SMS_IP_HOURLY_LIMIT,
        siteDaily: app.config.SMS_DAILY_LIMIT,
        resendAfterSeconds: app.config.SMS_RESEND_AFTER_SECONDS,
      },
      async onSiteCap(tx: Db) {
        await mailEveryAdministrator(
          tx,
          await getSiteSettings(tx),
          PHONE_AUTH_TEXTS.capMailSubject,
          (admin) => ({
            greeting: `${admin.fullName}, здравствуйте!`,
            paragraphs: [PHONE_AUTH_TEXTS.capMailText(app.config.SMS_DAILY_LIMIT)],
          }),
        );
        // The mail is written with the refusal's own transaction; it goes out with the next run.
        setImmediate(() => void app.mail.flush().catch(() => {}));
      },
      kick() {
        void app.sms
          .flush()
          .catch((error) => app.log.warn({ err: error }, "sms outbox run failed"));
      },
    };
    depsByApp.set(app, deps);
  }
  return deps;
}

/**
 * Sends a code by SMS (issue 45): the one way every feature asks for one — signing in,
 * registering, confirming a number, signing a document — so the limits and the outbox apply to all.
 */
export const sendPhoneCode = (
  app: FastifyInstance,
  input: OpenChallenge,
  now?: Date,
): Promise<OpenedChallenge> => openPhoneChallenge(challengeDepsOf(app), input, now);
