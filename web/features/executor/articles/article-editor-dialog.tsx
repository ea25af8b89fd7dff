import { Stack, Text } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { ARTICLE_EDITOR_TEXTS as T } from "../../../../domain/articles/articles.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { ArticleEditorForm } from "./article-editor-form.tsx";
import { useExecutorArticle } from "./use-back-office-articles.ts";

interface ArticleEditorDialogProps {
  opened: boolean;
  /** The article to edit, or null for «Новая статья». */
  articleId: number | null;
  /** Changes on every opening, so the form starts from the server's article each time. */
  session: number;
  onClose(): void;
}

/** Leaving the page with unsaved edits asks the browser's own question. */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}

/**
 * The article editor (its own chunk with Tiptap, loaded the first time it opens). Closing with
 * unsaved edits asks first; full screen on a phone.
 */
export function ArticleEditorDialog({
  opened,
  articleId,
  session,
  onClose,
}: ArticleEditorDialogProps) {
  const loaded = useExecutorArticle(opened ? articleId : null);
  const [dirty, setDirty] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  useWarnBeforeUnload(opened && dirty);

  const close = useCallback(() => {
    setDirty(false);
    setAskingToDiscard(false);
    onClose();
  }, [onClose]);
  const requestClose = () => (dirty ? setAskingToDiscard(true) : close());

  let content: ReactNode = null;
  if (articleId !== null && loaded.isPending) {
    content = <LoadingState label={T.articleLoading} />;
  } else if (articleId !== null && loaded.isError) {
    content = (
      <LoadFailedAlert
        title={T.articleLoadFailed}
        error={loaded.error}
        onRetry={() => void loaded.refetch()}
      />
    );
  } else if (opened) {
    content = (
      <ArticleEditorForm
        key={session}
        article={articleId === null ? null : (loaded.data ?? null)}
        onDirtyChange={setDirty}
        onSaved={close}
        onClose={requestClose}
      />
    );
  }

  return (
    <>
      <ResponsiveModal
        opened={opened}
        onClose={requestClose}
        title={articleId === null ? T.editorNew : T.editorEdit}
        size="min(64rem, 100%)"
        closeOnClickOutside={false}
      >
        <Stack gap="md">{content ?? <Text c="dimmed">{T.articleLoading}</Text>}</Stack>
      </ResponsiveModal>
      <ConfirmDialog
        opened={askingToDiscard}
        title={T.discardTitle}
        text={T.discardText}
        color="red"
        onConfirm={async () => close()}
        onClose={() => setAskingToDiscard(false)}
      />
    </>
  );
}
