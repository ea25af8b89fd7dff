import { Button, Group, Stack, Tabs, TextInput } from "@mantine/core";
import { useEditor } from "@tiptap/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  ARTICLE_TITLE_MAX,
  type ArticleStatus,
  ARTICLE_EDITOR_TEXTS as T,
} from "../../../../domain/articles/articles.ts";
import type { ExecutorArticle } from "../../../api/back-office-articles.ts";
import { errorText } from "../../../api/client.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ARTICLE_EXTENSIONS } from "./article-extensions.ts";
import { ArticlePreview } from "./article-preview.tsx";
import { ArticleRichText } from "./article-rich-text.tsx";
import { useSaveArticle } from "./use-back-office-articles.ts";

interface ArticleEditorFormProps {
  /** The article as the server has it, or null for a new one. */
  article: ExecutorArticle | null;
  onDirtyChange(dirty: boolean): void;
  onSaved(): void;
  onClose(): void;
}

/** Title, body (rich text) and its preview; saved as a draft or published. */
export function ArticleEditorForm({
  article,
  onDirtyChange,
  onSaved,
  onClose,
}: ArticleEditorFormProps) {
  const save = useSaveArticle(article);
  const [title, setTitle] = useState(article?.title ?? "");
  const [html, setHtml] = useState("");
  // The body as the editor first wrote it: what "unchanged" means (the editor normalises HTML).
  const baseline = useRef<string | null>(null);
  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: article?.content ?? "",
    editorProps: { attributes: { "aria-label": T.content, "aria-multiline": "true" } },
    onCreate: ({ editor: created }) => {
      const initial = created.isEmpty ? "" : created.getHTML();
      baseline.current = initial;
      setHtml(initial);
    },
    onUpdate: ({ editor: changed }) => setHtml(changed.isEmpty ? "" : changed.getHTML()),
  });

  const dirty =
    title !== (article?.title ?? "") || (baseline.current !== null && html !== baseline.current);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = (status: ArticleStatus) => {
    if (save.isPending) return;
    save.mutate({ title, content: html, status }, { onSuccess: onSaved });
  };

  const published = article?.status === "published";
  return (
    // Enter in the title must not save: publishing is always a deliberate click.
    <form onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.title}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={ARTICLE_TITLE_MAX}
          required
          data-autofocus
        />
        <Tabs defaultValue="write" keepMounted>
          <Tabs.List mb="sm">
            <Tabs.Tab value="write">{T.write}</Tabs.Tab>
            <Tabs.Tab value="preview">{T.preview}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write">
            <ArticleRichText editor={editor} />
          </Tabs.Panel>
          <Tabs.Panel value="preview">
            <ArticlePreview title={title} html={html} publishedAt={article?.published_at ?? null} />
          </Tabs.Panel>
        </Tabs>
        {save.isError ? (
          <SaveFailedAlert title={T.saveFailed} testId="article-save-error">
            {errorText(save.error, T.unknownError)}
          </SaveFailedAlert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {T.close}
          </Button>
          <Group gap="sm">
            <Button
              variant="light"
              onClick={() => submit("draft")}
              loading={save.isPending && save.variables?.status === "draft"}
              disabled={save.isPending}
            >
              {published ? T.unpublish : T.saveDraft}
            </Button>
            <Button
              onClick={() => submit("published")}
              loading={save.isPending && save.variables?.status === "published"}
              disabled={save.isPending}
            >
              {published ? T.saveChanges : T.publish}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
