import { Box, SimpleGrid, Stack, Text, Title } from "@mantine/core";

/**
 * Placeholder marks for the «Нам доверяют» strip. The names are invented and deliberately not
 * links: real client logos and links need the partners' consent and must replace these.
 */
const CLIENTS = [
  { name: "СеверСтрой Групп", field: "Строительство", mark: "СС", color: "#1c3f7a" },
  { name: "Волга Логистик", field: "Грузоперевозки", mark: "ВЛ", color: "#0b7285" },
  { name: "Агродом", field: "Сельское хозяйство", mark: "АД", color: "#2b8a3e" },
  { name: "Техносфера", field: "IT-услуги", mark: "ТС", color: "#5f3dc4" },
  { name: "Медицинский центр «Здоровье+»", field: "Медицина", mark: "З+", color: "#c92a2a" },
  { name: "Уральская торговая компания", field: "Оптовая торговля", mark: "УТ", color: "#e67700" },
];

function ClientMark({ mark, color }: { mark: string; color: string }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={color} />
      <text
        x="20"
        y="25"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fill="#fff"
        fontFamily="Inter, Arial, sans-serif"
      >
        {mark}
      </text>
    </svg>
  );
}

export function HomeClientLogos() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="clients-title">
      <Title order={2} id="clients-title" ta="center" fz="h3">
        Нам доверяют
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {CLIENTS.map((client) => (
          <Box
            key={client.name}
            component="li"
            title={`${client.name} — ${client.field}`}
            p="sm"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: "var(--mantine-radius-md)", filter: "grayscale(0.35)" }}
            data-testid="client-logo"
          >
            <Stack gap={6} align="center" ta="center" h="100%">
              <ClientMark mark={client.mark} color={client.color} />
              <Text size="xs" fw={700} lh={1.25}>
                {client.name}
              </Text>
              <Text size="xs" c="dimmed" mt="auto">
                {client.field}
              </Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
