import { Anchor, Box, Stack, Text, Title } from "@mantine/core";
import { TRUSTED_CLIENTS_TEXTS as T } from "../../../domain/trusted-clients/trusted-clients.ts";
import type { TrustedClient } from "../../api/trusted-clients.ts";
import { CardGrid } from "../../ui/card-grid.tsx";

function ClientMark({ client }: { client: TrustedClient }) {
  const mark = (
    <Stack gap={6} align="center" ta="center" h="100%">
      {/* The name is written under it: the logo adds nothing a screen reader needs. */}
      <img
        src={client.logo_url}
        alt=""
        height={40}
        style={{ maxWidth: "100%", objectFit: "contain" }}
        loading="lazy"
      />
      <Text size="xs" fw={700} lh={1.25}>
        {client.name}
      </Text>
    </Stack>
  );
  return client.url ? (
    <Anchor
      href={client.url}
      target="_blank"
      rel="noopener noreferrer"
      c="dark.7"
      underline="never"
    >
      {mark}
    </Anchor>
  ) : (
    mark
  );
}

/** The strip itself, its own chunk: a site without trusted clients never downloads it. */
export function HomeClientStrip({ items }: { items: TrustedClient[] }) {
  return (
    <Stack gap="lg" component="section" aria-labelledby="clients-title">
      <Title order={2} id="clients-title" ta="center" fz="h3">
        {T.title}
      </Title>
      <CardGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="ul">
        {items.map((client) => (
          <Box
            key={client.id}
            component="li"
            p="sm"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
            data-testid="client-logo"
          >
            <ClientMark client={client} />
          </Box>
        ))}
      </CardGrid>
    </Stack>
  );
}
