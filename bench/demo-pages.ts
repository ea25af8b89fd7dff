/** Addresses of one service page and one article of the demo content, or null where none is. */
export async function demoDetailPages(
  origin: string,
): Promise<{ service: string | null; article: string | null }> {
  const services = (await (await fetch(`${origin}/api/services`)).json()) as { id: number }[];
  const articles = (await (await fetch(`${origin}/api/articles`)).json()) as
    | { id: number }[]
    | { items: { id: number }[] };
  const article = Array.isArray(articles) ? articles[0] : articles.items[0];
  return {
    service: services[0] ? `/services/${services[0].id}` : null,
    article: article ? `/articles/${article.id}` : null,
  };
}
