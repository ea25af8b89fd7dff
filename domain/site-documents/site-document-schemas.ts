/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";

export const siteDocumentsSchema = z.object({
  offer: z.string(),
  privacy_policy: z.string(),
});
export type SiteDocuments = z.infer<typeof siteDocumentsSchema>;
