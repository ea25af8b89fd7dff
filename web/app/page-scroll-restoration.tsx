import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { type Location, ScrollRestoration, useLocation } from "react-router";

/**
 * React Router keys every freshly loaded document's first entry "default", so a position saved
 * when leaving one page for another site (a payment provider) was restored on the page the
 * payer came back to (/payment/result opened scrolled past its heading). A fresh document's first
 * entry gets a key of its own, and «Назад» still finds its place.
 */
const DOCUMENT_KEY = `document-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: Location) =>
  location.key === "default" ? DOCUMENT_KEY : location.key;

/** Where ScrollRestoration keeps the positions it restores on «Назад» (sessionStorage). */
const POSITIONS_KEY = "page-scroll-positions";

/**
 * Scrolls to the top on a new page and back to the old position on «Назад» — from the first
 * navigation on. React Router's ScrollRestoration scrolls to the top as it mounts on a location
 * it has no saved position for, which the document's first page always is; and a public page's
 * app starts at the visitor's first mouse move, wheel, touch or key (web/start-app.js), on a page
 * the visitor has read down or the browser has put back where it was on a reload: the page jumped
 * to the top (issue 44). So the first page stays where the browser has it, the browser's own
 * restoration serves its reload, and ScrollRestoration mounts with the first navigation, finding
 * the first page's position saved for «Назад».
 */
export function PageScrollRestoration() {
  const location = useLocation();
  const [firstLocation] = useState(location);
  // The first page's position as the visitor last had it, taken in the render of the next page:
  // once that page's HTML is in place, a shorter one may have clamped the scroll.
  const firstPageY = useRef(0);
  const [leftAt, setLeftAt] = useState<number | null>(null);
  if (leftAt === null && location.key !== firstLocation.key) setLeftAt(firstPageY.current);
  if (leftAt === null) return <FirstPagePosition into={firstPageY} />;
  return (
    <>
      {/* Before ScrollRestoration: its layout effects read the saved positions after this one's. */}
      <SaveFirstPagePosition y={leftAt} location={firstLocation} />
      <ScrollRestoration getKey={scrollKey} storageKey={POSITIONS_KEY} />
    </>
  );
}

/** Follows the first page's scroll position while it is the page on screen. */
function FirstPagePosition({ into }: { into: RefObject<number> }) {
  useEffect(() => {
    const follow = () => {
      into.current = window.scrollY;
    };
    follow();
    addEventListener("scroll", follow, { passive: true });
    return () => removeEventListener("scroll", follow);
  }, [into]);
  return null;
}

function SaveFirstPagePosition({ y, location }: { y: number; location: Location }) {
  useLayoutEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? "{}") as Record<
        string,
        number
      >;
      sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ ...saved, [scrollKey(location)]: y }));
    } catch {
      // Storage refused (private mode, quota): «Назад» opens that page at the top.
    }
  }, [y, location]);
  return null;
}
