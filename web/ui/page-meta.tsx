import { useMatches } from "react-router";
import { documentTitle, type PageMetaKey, pageMetaOf } from "../../domain/site-pages/page-meta.ts";
import { siteNameOf } from "../../domain/site-settings/brand.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

interface PageMetaHandle {
  pageMeta: PageMetaKey;
}

/** A route's `handle`: which page texts it shows (routes.tsx). */
export const pageMeta = (page: PageMetaKey): PageMetaHandle => ({ pageMeta: page });

const isPageMetaHandle = (handle: unknown): handle is PageMetaHandle =>
  typeof handle === "object" && handle !== null && "pageMeta" in handle;

/** The deepest matched route's texts; a route without (an article) renders its own PageMeta. */
export function RoutePageMeta() {
  const handle = useMatches().findLast((match) => isPageMetaHandle(match.handle))?.handle;
  return isPageMetaHandle(handle) ? <PageMeta page={handle.pageMeta} /> : null;
}

type PageMetaProps = { page: PageMetaKey } | { title: string; description: string };

/**
 * The page's `<title>` and description. React 19 moves these tags into `<head>` wherever they are
 * rendered and takes them out when the page goes, so each page names itself (the texts live in
 * domain/site-pages/page-meta.ts). index.html's own pair is removed at start (main.tsx), or the
 * browser would keep showing the first `<title>` in the document.
 */
export function PageMeta(props: PageMetaProps) {
  const siteName = siteNameOf(useSiteSettings());
  const { title, description } = "page" in props ? pageMetaOf(props.page, siteName) : props;
  // The server writes a rendered page's head itself (server/modules/seo/page-head.ts), with the
  // same words: these follow once hydrated, so the document never holds two titles.
  if (!useHydrated()) return null;
  return (
    <>
      <title>{documentTitle(title, siteName)}</title>
      <meta name="description" content={description} />
    </>
  );
}
