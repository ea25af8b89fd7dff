import { z } from "zod";
import { corporateDocumentSchema } from "../../../domain/corporate/corporate-schemas.ts";
import { errorSchema, refusedAnswers } from "../../http/schemas.ts";

/** What the corporate routes share: a document's id, a delete's answer, an upload's answers. */
export const documentParams = z.object({ id: z.string().max(64) });
export const deletedSchema = z.object({ deleted: z.boolean() });
export const uploadAnswers = {
  201: corporateDocumentSchema,
  400: errorSchema,
  ...refusedAnswers,
  409: errorSchema,
  413: errorSchema,
  429: errorSchema,
  507: errorSchema,
};
/** Bulk upload sends up to 100 files one by one, 100 ms apart: room for that and a retry. */
export const uploadRateLimit = { rateLimit: { max: 240, timeWindow: 60_000 } };
