import { Typography } from "@mantine/core";
import { useMemo } from "react";
import { sanitizeHtml } from "../lib/safe-html.ts";
import classes from "./article-body.module.css";

/**
 * An article's HTML as readers see it: cleaned again in the browser (the server cleaned it on
 * save) and set in the article typography. The public page and the editor's preview both use
 * this one component, so the preview is exactly what gets published.
 */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography
      className={classes.body}
      data-testid="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server on save and again by sanitizeHtml
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
