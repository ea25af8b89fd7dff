import { Anchor, Box, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { TRUSTED_CLIENTS_TEXTS as T } from "../../../domain/trusted-clients/trusted-clients.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type TrustedClient, trustedClientsApi } from "../../api/trusted-clients.ts";

function ClientMark({ client }: { client: TrustedClient }) {
  const mark = (
    <Stack gap={6} align="center" ta="center" h="100%">
      {/* The name is written under it: the logo adds nothing a screen reader needs. */}
      <Image src={client.logo_url} alt="" h={40} w="auto" fit="contain" loading="lazy" />
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

/**
 * «Нам доверяют»: the clients the operator named in «Настройки сайта» (issue 28 §2). Hidden while
 * there are none: a site never shows invented clients.
 */
export function HomeClientLogos() {
  const clients = useQuery({
    queryKey: queryKeys.trustedClients,
    queryFn: ({ signal }) => trustedClientsApi.list(signal),
    staleTime: 15 * 60_000,
  });
  const items = clients.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="lg" component="section" aria-labelledby="clients-title">
      <Title order={2} id="clients-title" ta="center" fz="h3">
        {T.title}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
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
      </SimpleGrid>
    </Stack>
  );
}
