import { Anchor, Button, Container, Group, Stack, Text, Title, Typography } from "@mantine/core";
import { IconArrowLeft, IconFileOff } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { ARTICLE_TEXTS } from "../../../domain/articles/articles.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import { sanitizeHtml } from "../../lib/safe-html.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import classes from "./article-body.module.css";
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
  const html = useMemo(() => (article ? sanitizeHtml(article.content) : ""), [article]);
  const valid = Number.isInteger(id) && id > 0;

  if (valid && isPending) {
    return (
      <Container size="md" py="xl">
        <LoadingState label="Загрузка статьи..." />
      </Container>
    );
  }
  if (!valid || isError || !article) {
    return (
      <Container size="md" py="xl">
        <Stack align="center" gap="md" py={64} data-testid="article-not-found">
          <IconFileOff size={48} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
          <Title order={1} fz="h2">
            {ARTICLE_TEXTS.notFound}
          </Title>
          <Button
            component={Link}
            to="/articles"
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {ARTICLE_TEXTS.backToList}
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg" component="article">
        <BackLink />
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
            {article.title}
          </Title>
          <Text c="dimmed" size="sm">
            <time dateTime={article.created_at}>{formatMoscowDate(article.created_at)}</time>
          </Text>
        </Stack>
        <Typography
          className={classes.body}
          data-testid="article-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server on save and again by sanitizeHtml
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <BackLink />
      </Stack>
    </Container>
  );
}
