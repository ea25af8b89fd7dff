import { Alert, Button, Group } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";

/**
 * Why a save was refused, above the form's buttons; the form keeps what was typed. Announced to
 * screen readers as it appears.
 */
export function SaveFailedAlert({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={20} />}
      role="alert"
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/** «Отмена» and the form's submit button; both wait while the save runs. */
export function FormButtons({
  onCancel,
  busy,
  submitLabel,
  mt,
}: {
  onCancel(): void;
  busy: boolean;
  submitLabel: string;
  mt?: string;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {CONFIRM_TEXTS.cancel}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
