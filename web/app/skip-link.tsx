import { A11Y_TEXTS, MAIN_CONTENT_ID } from "../../domain/accessibility/accessibility.ts";
import classes from "./skip-link.module.css";

/**
 * The first thing Tab reaches on every page (WCAG 2.4.1): hidden until focused, it moves the
 * focus past the contact strip and the menus to the page's own content. The focus is moved by
 * hand, not by the «#» address, so the router's address and scroll restoration are left alone.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {A11Y_TEXTS.skipToContent}
    </a>
  );
}
