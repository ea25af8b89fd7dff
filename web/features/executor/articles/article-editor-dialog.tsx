import { Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { ARTICLE_EDITOR_TEXTS as T } from "../../../../domain/articles/articles.ts";
import { CONFIRM_TEXTS } from "../../../../domain/errors.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
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
  const phone = useMediaQuery("(max-width: 48em)");
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
      <Modal
        opened={opened}
        onClose={requestClose}
        title={articleId === null ? T.editorNew : T.editorEdit}
        fullScreen={phone}
        size="min(64rem, 100%)"
        styles={{ title: { fontWeight: 700 } }}
        closeOnClickOutside={false}
        closeButtonProps={{ "aria-label": CONFIRM_TEXTS.close }}
      >
        <Stack gap="md">{content ?? <Text c="dimmed">{T.articleLoading}</Text>}</Stack>
      </Modal>
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
