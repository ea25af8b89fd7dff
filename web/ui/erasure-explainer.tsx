import { List, Stack, Text } from "@mantine/core";
import { CLIENT_TEXTS as T } from "../../domain/clients/clients.ts";

/** What deleting a person removes and what stays anonymised: said before anyone confirms. */
export function ErasureExplainer() {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        {T.erasedHeading}
      </Text>
      <List size="sm" spacing={2}>
        {T.erasedList.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="sm" fw={700}>
        {T.keptHeading}
      </Text>
      <List size="sm" spacing={2}>
        {T.keptList.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
