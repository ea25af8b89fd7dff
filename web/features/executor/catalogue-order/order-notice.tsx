import { Alert, Button, Group, Text } from "@mantine/core";
import { IconArrowsSort } from "@tabler/icons-react";
import { CATALOGUE_ORDER_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";

/** Stays while the shown order differs from the saved one (spec 3 §2). */
export function OrderNotice({
  saving,
  onSave,
  testId,
}: {
  saving: boolean;
  onSave(): void;
  testId: string;
}) {
  return (
    <Alert
      color="navy"
      variant="light"
      icon={<IconArrowsSort size={20} />}
      title={T.changed}
      data-testid={testId}
      style={{ position: "sticky", top: 8, zIndex: 2 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{T.changedHint}</Text>
        <Button size="sm" loading={saving} onClick={onSave}>
          {T.save}
        </Button>
      </Group>
    </Alert>
  );
}
