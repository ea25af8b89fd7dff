import { Group, Loader, Text } from "@mantine/core";

/** A centred spinner with a line of text, for lists that are still on their way. */
export function LoadingState({ label = "Загрузка..." }: { label?: string }) {
  return (
    <Group justify="center" gap="sm" py="xl" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{label}</Text>
    </Group>
  );
}
