import type { FastifyRequest } from "fastify";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import { requireUser } from "../../auth/request-user.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { forbidden } from "../../errors.ts";

/** Sole traders and companies (client_type corporate) only: individuals and executors get 403. */
export function requireCorporate(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== "client" || user.clientType !== "corporate") {
    throw forbidden(CORPORATE_TEXTS.corporateOnly);
  }
  return user;
}
