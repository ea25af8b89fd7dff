/**
 * The header bar's height without its 1 px bottom border. The real header (header.tsx), the HTML
 * shell shown before scripts (html-shell.ts) and the page's minimum height (layout.tsx) share it,
 * so the shell and the app draw the header in the same place.
 */
export const HEADER_HEIGHT = 64;
