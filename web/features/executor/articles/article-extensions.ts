import StarterKit from "@tiptap/starter-kit";
import { ARTICLE_LINK_REL } from "../../../../domain/articles/article-html.ts";

/**
 * What the editor can write, and nothing the sanitiser would drop. Tiptap 3's StarterKit already
 * carries Link and Underline, so they are configured here rather than added a second time.
 * Headings are the article's sections (h2) and subsections (h3): the page's h1 is its title.
 */
export const ARTICLE_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      // The sanitisers decide rel and target from the address; the editor writes neither.
      HTMLAttributes: { rel: ARTICLE_LINK_REL, target: null },
    },
  }),
];
