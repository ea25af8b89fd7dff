import { RichTextEditor } from "@mantine/tiptap";
import "@mantine/tiptap/styles.css";
import type { Editor } from "@tiptap/react";
import { ARTICLE_EDITOR_TEXTS as T } from "../../../../domain/articles/articles.ts";
import { ArticleLinkControl } from "./article-link-control.tsx";
import classes from "./article-rich-text.module.css";

const C = T.controls;

/** Russian names of the toolbar's buttons (screen readers and tooltips). */
const LABELS = {
  h2ControlLabel: C.h2,
  h3ControlLabel: C.h3,
  boldControlLabel: C.bold,
  italicControlLabel: C.italic,
  bulletListControlLabel: C.bulletList,
  orderedListControlLabel: C.orderedList,
  linkControlLabel: C.link,
  unlinkControlLabel: C.unlink,
  blockquoteControlLabel: C.blockquote,
  undoControlLabel: C.undo,
  redoControlLabel: C.redo,
};

/** The article's body: the toolbar of issue 10 §5 over the editing area. */
export function ArticleRichText({ editor }: { editor: Editor | null }) {
  return (
    <RichTextEditor editor={editor} labels={LABELS} classNames={{ content: classes.content }}>
      <RichTextEditor.Toolbar role="toolbar" aria-label={T.toolbar}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <ArticleLinkControl />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={280} />
    </RichTextEditor>
  );
}
