import { Stack, Title } from "@mantine/core";
import { useId } from "react";
import { type SearchGroup, SEARCH_TEXTS as T } from "../../../domain/search/search.ts";
import type { SearchResults as Results } from "../../api/search.ts";
import {
  ArticleHitCard,
  ChatHitCard,
  FileHitCard,
  MessageHitCard,
  ServiceHitCard,
} from "./hit-cards.tsx";
import type { SearchLinks } from "./search-links.ts";

function Group({
  group,
  count,
  children,
}: {
  group: SearchGroup;
  count: number;
  children: React.ReactNode;
}) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <Stack
      component="section"
      gap="xs"
      aria-labelledby={headingId}
      data-testid={`search-group-${group}`}
    >
      <Title order={3} size="h5" id={headingId}>
        {T.groups[group]} ({count})
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** Every group that found something, in SEARCH_GROUPS' order, under its Russian heading. */
export function SearchResults({ results, links }: { results: Results; links: SearchLinks }) {
  return (
    <Stack gap="lg">
      <Group group="messages" count={results.messages.length}>
        {results.messages.map((hit) => (
          <MessageHitCard key={hit.message_id} hit={hit} links={links} />
        ))}
      </Group>
      <Group group="chats" count={results.chats.length}>
        {results.chats.map((hit) => (
          <ChatHitCard key={hit.session_id} hit={hit} links={links} />
        ))}
      </Group>
      <Group group="files" count={results.files.length}>
        {results.files.map((hit) => (
          <FileHitCard key={`${hit.kind}-${hit.id}`} hit={hit} links={links} />
        ))}
      </Group>
      {links.articles ? (
        <Group group="articles" count={results.articles.length}>
          {results.articles.map((hit) => (
            <ArticleHitCard key={hit.id} hit={hit} links={links} />
          ))}
        </Group>
      ) : null}
      {links.services ? (
        <Group group="services" count={results.services.length}>
          {results.services.map((hit) => (
            <ServiceHitCard key={hit.id} hit={hit} links={links} />
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

export const hitCount = (results: Results) =>
  results.messages.length +
  results.chats.length +
  results.files.length +
  results.articles.length +
  results.services.length;
