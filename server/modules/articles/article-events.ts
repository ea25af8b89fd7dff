import type { FastifyInstance } from "fastify";

/**
 * Every instance listens here and drops what it built from the published articles (the sitemap
 * and the pages' heads, docs/decisions/042-search-engines.md) when any instance changes one.
 */
export const ARTICLES_TOPIC = "articles:changed";

/**
 * Call after an article write has committed: this instance drops its sitemap and heads before the write's
 * answer leaves, the others as soon as the bus delivers. A bus failure must not fail the saved
 * write.
 */
export async function announceArticleChange(app: FastifyInstance): Promise<void> {
  app.sitemap.invalidate();
  app.pageHeads.clear();
  await app.events.publish(ARTICLES_TOPIC, { at: Date.now() }).catch((error: unknown) => {
    app.log.warn({ err: error }, "article change was not announced to other instances");
  });
}
