import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  ARTICLE_STATUS_LABELS,
  ARTICLE_EDITOR_TEXTS as T,
} from "../../../../domain/articles/articles.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { ExecutorArticleListItem } from "../../../api/back-office-articles.ts";

function DateLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="xs" c="dimmed" component="span">
      {label}: <time dateTime={value}>{formatMoscowDateTime(value)}</time>
    </Text>
  );
}

interface ArticleListItemProps {
  article: ExecutorArticleListItem;
  onEdit(): void;
  onDelete(): void;
}

/** One article in the cabinet: title, status, dates, and what can be done with it. */
export function ArticleListItem({ article, onEdit, onDelete }: ArticleListItemProps) {
  const published = article.status === "published";
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="executor-article"
      data-status={article.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {article.title}
          </Text>
          <Badge
            variant="dot"
            color={published ? "teal" : "gray"}
            tt="none"
            style={{ flexShrink: 0 }}
            data-testid="article-status"
          >
            {ARTICLE_STATUS_LABELS[article.status]}
          </Badge>
        </Group>
        {article.preview ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {article.preview}
          </Text>
        ) : null}
        <Group gap="md" style={{ rowGap: 2 }}>
          <DateLine label={T.created} value={article.created_at} />
          {article.updated_at !== article.created_at ? (
            <DateLine label={T.updated} value={article.updated_at} />
          ) : null}
          {article.published_at ? (
            <DateLine label={T.published} value={article.published_at} />
          ) : null}
        </Group>
        <Group gap="xs" role="group" aria-label={T.actionsLabel(article.title)}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
          >
            {T.edit}
          </Button>
          {published ? (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/articles/${article.id}`}
              target="_blank"
              leftSection={<IconExternalLink size={14} />}
            >
              {T.open}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {T.remove}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
