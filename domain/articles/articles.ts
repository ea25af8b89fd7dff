export const ARTICLE_PREVIEW_LENGTH = 150;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
};

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, " ")
    .trim();
}

export function articlePreview(html: string): string {
  const text = htmlToPlainText(html);
  if (text.length <= ARTICLE_PREVIEW_LENGTH) return text;
  return `${text.slice(0, ARTICLE_PREVIEW_LENGTH).trimEnd()}…`;
}

export const ARTICLE_TEXTS = {
  empty: "Пока нет статей",
  notFound: "Статья не найдена",
  readMore: "Читать далее",
  backToList: "Ко всем статьям",
} as const;
