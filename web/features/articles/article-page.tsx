import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { ARTICLE_TEXTS, articlePreview } from "../../../domain/articles/articles.ts";
import { formatMoscowDate } from "../../../domain/moscow-date.ts";
import { ArticleBody } from "../../ui/article-body.tsx";
import { ItemNotFound } from "../../ui/item-not-found.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import layout from "../../ui/page-layout.module.css";
import { PageMeta } from "../../ui/page-meta.tsx";
import { useArticle } from "./use-articles.ts";

function BackLink() {
  return (
    <Anchor component={Link} to="/articles" size="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {ARTICLE_TEXTS.backToList}
      </Group>
    </Anchor>
  );
}

export function ArticlePage() {
  const id = Number(useParams().id);
  const { data: article, isPending, isError } = useArticle(id);
  const valid = Number.isInteger(id) && id > 0;

  if (valid && isPending) {
    return (
      <Container size="md" py="xl">
        <PageMeta page="articles" />
        <LoadingState label="Загрузка статьи..." />
      </Container>
    );
  }
  if (!valid || isError || !article) {
    return (
      <ItemNotFound
        title={ARTICLE_TEXTS.notFound}
        backTo="/articles"
        backLabel={ARTICLE_TEXTS.backToList}
        testId="article-not-found"
      />
    );
  }
  return (
    <Container size="md" className={layout.page}>
      <PageMeta title={article.title} description={articlePreview(article.content)} />
      <Stack gap="lg" component="article">
        <BackLink />
        <Stack gap="xs">
          <Title order={1} className={layout.title} lh={1.2}>
            {article.title}
          </Title>
          <Text c="dimmed" size="sm">
            <time dateTime={article.published_at}>{formatMoscowDate(article.published_at)}</time>
          </Text>
        </Stack>
        <ArticleBody html={article.content} />
        <BackLink />
      </Stack>
    </Container>
  );
}
