import { Paper, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { ANALYTICS_TEXTS as T } from "../../../../domain/analytics/analytics.ts";
import type { AnalyticsDashboard } from "../../../api/analytics.ts";
import { formatCount } from "./analytics-format.ts";

/** This month's most viewed pages (spec 3 §2: top 5), path and views. */
export function TopPagesTable({ pages }: { pages: AnalyticsDashboard["top_pages"] }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md" h="100%" data-testid="analytics-top-pages">
      <Title order={3} size="h5" id={titleId} mb="xs">
        {T.topPages}
      </Title>
      {pages.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="analytics-no-pages">
          {T.noPages}
        </Text>
      ) : (
        <Table tabularNums aria-labelledby={titleId} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{T.pageColumn}</Table.Th>
              <Table.Th scope="col" ta="right" w="7rem">
                {T.countColumn}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.map((page) => (
              <Table.Tr key={page.url} data-testid="analytics-top-page">
                <Table.Td style={{ overflowWrap: "anywhere" }}>{page.url}</Table.Td>
                <Table.Td ta="right">{formatCount(page.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
