import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ARTICLE_EDITOR_TEXTS as T } from "../../../../domain/articles/articles.ts";
import type { ExecutorArticleListItem } from "../../../api/back-office-articles.ts";
import { itemsOfPages } from "../../../lib/offset-pages.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LazyMount, lazyNamed } from "../../../ui/lazy-mount.tsx";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ShowMoreButton } from "../../../ui/show-more-button.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { ArticleListItem } from "./article-list-item.tsx";
import { useDeleteArticle, useExecutorArticles } from "./use-back-office-articles.ts";

/** Tiptap and its toolbar are a chunk of their own, fetched when the editor first opens. */
const ArticleEditorDialog = lazyNamed(
  () => import("./article-editor-dialog.tsx"),
  "ArticleEditorDialog",
);

interface EditorState {
  opened: boolean;
  articleId: number | null;
  session: number;
}

/** «Статьи» (spec 3 §2, issue 10 §5): every article, drafts too; write, edit, delete. */
export function ArticlesTab() {
  const list = useExecutorArticles();
  const remove = useDeleteArticle();
  const [editor, setEditor] = useState<EditorState>({ opened: false, articleId: null, session: 0 });
  const [deleting, setDeleting] = useState<ExecutorArticleListItem | null>(null);
  const openEditor = (articleId: number | null) =>
    setEditor((current) => ({ opened: true, articleId, session: current.session + 1 }));

  const articles = list.data ? itemsOfPages(list.data.pages) : null;
  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingState label={T.loading} />;
  } else if (articles === null) {
    body = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (articles.length === 0) {
    body = <EmptyState testId="executor-articles-empty">{T.empty}</EmptyState>;
  } else {
    body = (
      <Stack gap="sm">
        <CardList label={T.listLabel}>
          {articles.map((article) => (
            <ArticleListItem
              key={article.id}
              article={article}
              onEdit={() => openEditor(article.id)}
              onDelete={() => setDeleting(article)}
            />
          ))}
        </CardList>
        <ShowMoreButton pages={list} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TabHeading
        title={EXECUTOR_TEXTS.tabs.articles}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openEditor(null)}>
            {T.newArticle}
          </Button>
        }
      />
      {body}
      <LazyMount opened={editor.opened}>
        {(opened) => (
          <ArticleEditorDialog
            opened={opened}
            articleId={editor.articleId}
            session={editor.session}
            onClose={() => setEditor((current) => ({ ...current, opened: false }))}
          />
        )}
      </LazyMount>
      <ConfirmDialog
        opened={deleting !== null}
        title={T.deleteTitle}
        text={deleting ? T.deleteText(deleting.title) : ""}
        color="red"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id).catch(() => {});
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
