import { Paper, Stack, Text, Title } from "@mantine/core";
import { ARTICLE_EDITOR_TEXTS as T } from "../../../../domain/articles/articles.ts";
import { formatMoscowDate } from "../../../../domain/time.ts";
import { ArticleBody } from "../../../ui/article-body.tsx";

/**
 * «Предпросмотр»: the article as /articles/{id} will show it, through the same sanitiser and the
 * same body component. The title is a second-level heading here only because the dialog is not
 * a page; it is set in the public page's size.
 */
export function ArticlePreview({
  title,
  html,
  publishedAt,
}: {
  title: string;
  html: string;
  publishedAt: string | null;
}) {
  if (title.trim() === "" && html === "") {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {T.previewEmpty}
      </Text>
    );
  }
  const date = publishedAt ?? new Date().toISOString();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid="article-preview">
      <Stack gap="lg" component="article">
        <Stack gap="xs">
          <Title order={2} fz={{ base: 26, sm: 34 }} lh={1.2}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            <time dateTime={date}>{formatMoscowDate(date)}</time>
          </Text>
        </Stack>
        <ArticleBody html={html} />
      </Stack>
    </Paper>
  );
}
