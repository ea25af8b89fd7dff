import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { LOGIN_TYPES, type LoginType } from "../../../domain/users/users.ts";
import classes from "./login-type-picker.module.css";
import { LOGIN_TYPE_VIEWS } from "./login-types.ts";

/** Step 1 of the login: who is signing in. */
export function LoginTypePicker({ onPick }: { onPick: (type: LoginType) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {LOGIN_TYPES.map((type) => {
        const view = LOGIN_TYPE_VIEWS[type];
        const Icon = view.icon;
        return (
          <UnstyledButton
            key={type}
            onClick={() => onPick(type)}
            h="100%"
            className={classes.button}
          >
            <Paper
              withBorder
              radius="lg"
              p="lg"
              h="100%"
              className={classes.card}
              style={{ borderTopColor: `var(--mantine-color-${view.color}-6)` }}
            >
              <Stack gap="sm" h="100%">
                <ThemeIcon size={52} radius="xl" color={view.color} variant="light" aria-hidden>
                  <Icon size={28} />
                </ThemeIcon>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} size="lg" lh={1.25}>
                    {view.label}
                  </Text>
                  <IconChevronRight
                    size={20}
                    color={`var(--mantine-color-${view.color}-6)`}
                    aria-hidden
                  />
                </Group>
                <Text size="sm" c="dimmed">
                  {view.description}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
