/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";

export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitised by the server when saved. */
  content: z.string(),
  created_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text: the first 150 characters of the body with markup stripped. */
  preview: z.string(),
  created_at: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;
