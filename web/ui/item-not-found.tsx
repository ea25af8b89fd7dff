import { Button, Container, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconFileOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageMeta } from "./page-meta.tsx";

/**
 * The page of one item (a service, an article) that is not there: missing, hidden or a draft.
 * The server answers such an address with 404 too; this is what the visitor reads, with the way
 * back to the list.
 */
export function ItemNotFound({
  title,
  backTo,
  backLabel,
  testId,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  testId: string;
}) {
  return (
    <Container size="md" py="xl">
      <PageMeta page="notFound" />
      <Stack align="center" gap="md" py={64} data-testid={testId}>
        <IconFileOff size={48} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Button
          component={Link}
          to={backTo}
          variant="light"
          leftSection={<IconArrowLeft size={16} />}
        >
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}
