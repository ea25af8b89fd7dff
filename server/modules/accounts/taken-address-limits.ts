import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ADDRESS_LIMIT_WINDOW_MS,
  TAKEN_ANSWERS_PER_IP,
  TAKEN_CHECKS_PER_ADDRESS,
} from "../../../domain/users/address-limits.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { addressKey, countedLimit } from "../../auth/address-limit.ts";
import { AppError } from "../../errors.ts";

/**
 * Registration and e-mail change answer «уже зарегистрирован» for a taken address (the spec's
 * text, kept), so they are limited to be no way of listing accounts (issue 27 §4, decision 036):
 * every request naming an address counts for that address, whatever the IP (an e-mail change
 * also mails the address: this bounds that too); every «taken» answer counts for the caller's IP,
 * whatever the address — honest sign-ups and changes never meet it. Past either, 429.
 */
export function takenAddressLimits(
  app: Pick<FastifyInstance, "createRateLimit">,
  purpose: "register" | "email-change",
  addressOf: (request: FastifyRequest) => string,
) {
  const perAddress = countedLimit(app, {
    max: TAKEN_CHECKS_PER_ADDRESS,
    timeWindowMs: ADDRESS_LIMIT_WINDOW_MS,
    key: (request) => addressKey(`${purpose}-address`, addressOf(request)),
  });
  const takenPerIp = countedLimit(app, {
    max: TAKEN_ANSWERS_PER_IP,
    timeWindowMs: ADDRESS_LIMIT_WINDOW_MS,
    key: (request) => `${purpose}-taken-ip:${request.ip}`,
  });
  return {
    /** Before the address is looked at: 429 once either limit is reached. */
    async admit(request: FastifyRequest): Promise<void> {
      if ((await takenPerIp.reached(request)) || !(await perAddress.take(request))) {
        throw new AppError(429, AUTH_TEXTS.tooManyAttemptsForAnHour);
      }
    },
    /**
     * Runs `work`; a «taken» answer (409) it throws is counted for the IP, and the count decides
     * (issue 43 §4): `admit` only looked, so requests sent at once all passed it, and only the
     * increment, one atomic step in the store, tells which answers are within the limit — one
     * past it is a 429 that tells nothing. `work` changes nothing when it answers «taken».
     */
    async counting<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (
          error instanceof AppError &&
          error.status === 409 &&
          !(await takenPerIp.take(request))
        ) {
          throw new AppError(429, AUTH_TEXTS.tooManyAttemptsForAnHour);
        }
        throw error;
      }
    },
  };
}
