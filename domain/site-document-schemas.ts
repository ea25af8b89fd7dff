import { z } from "zod";

export const siteDocumentsSchema = z.object({
  offer: z.string(),
  privacy_policy: z.string(),
});
export type SiteDocuments = z.infer<typeof siteDocumentsSchema>;
