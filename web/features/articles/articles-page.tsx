import { Anchor, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconNews } from "@tabler/icons-react";
import { Link } from "react-router";
import type { ArticleListItem } from "../../../domain/articles/article-schemas.ts";
import { ARTICLE_TEXTS } from "../../../domain/articles/articles.ts";
import { formatMoscowDate } from "../../../domain/moscow-date.ts";
import { itemsOfPages } from "../../lib/offset-pages.ts";
import { CardGrid } from "../../ui/card-grid.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";
import { ShowMoreButton } from "../../ui/show-more-button.tsx";
import { useArticlePages } from "./use-articles.ts";

function ArticleCard({ article }: { article: ArticleListItem }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="article-card">
      <Stack gap="sm" h="100%">
        <Text size="xs" c="dimmed">
          <time dateTime={article.published_at}>{formatMoscowDate(article.published_at)}</time>
        </Text>
        <Title order={2} fz="lg" lh={1.35}>
          <Anchor
            component={Link}
            to={`/articles/${article.id}`}
            c="inherit"
            fw={700}
            underline="hover"
          >
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {article.preview}
        </Text>
        <Anchor
          component={Link}
          to={`/articles/${article.id}`}
          fw={600}
          size="sm"
          mt="auto"
          aria-label={`${ARTICLE_TEXTS.readMore}: ${article.title}`}
        >
          <Group gap={4} component="span">
            {ARTICLE_TEXTS.readMore}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}

export function ArticlesPage() {
  const pages = useArticlePages();
  const data = pages.data ? itemsOfPages(pages.data.pages) : undefined;
  return (
    <Container size="lg" className={layout.page}>
      <PageHeading
        title="Статьи"
        lead="Разбираем частые юридические вопросы простым языком: что делать, куда обращаться и какие документы понадобятся."
      />
      {pages.isPending ? (
        <LoadingState label="Загрузка статей..." />
      ) : !data || data.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" c="dimmed" data-testid="articles-empty">
          <IconNews size={40} stroke={1.4} aria-hidden />
          <Text>{ARTICLE_TEXTS.empty}</Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {data.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </CardGrid>
          <ShowMoreButton pages={pages} />
        </Stack>
      )}
    </Container>
  );
}
