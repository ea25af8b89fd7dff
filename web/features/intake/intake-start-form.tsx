import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { INTAKE_TEXTS as T } from "../../../domain/intake/intake.ts";
import { chatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { SaveFailedAlert } from "../../ui/form-footer.tsx";
import { useIntakeSection } from "./use-intake-section.tsx";

interface IntakeStartFormProps {
  serviceId: string;
  onStarted(sessionId: string): void;
  onCancel(): void;
}

/**
 * A signed-in client's first step into a chat for a service with an intake form: the questions,
 * then «Начать чат» opens the chat with the answers pinned (issue 31 §1).
 */
export function IntakeStartForm({ serviceId, onStarted, onCancel }: IntakeStartFormProps) {
  const queryClient = useQueryClient();
  const intake = useIntakeSection(serviceId);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = intake.check();
    if (values === false || intake.loading) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const session = await chatApi.create(serviceId, values);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
      onStarted(session.id);
    } catch (error) {
      setFailure(errorText(error, T.startFailed));
      // The form may have changed since it was loaded.
      intake.reload();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {T.formTitle}
          </Title>
          {intake.section}
          {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {T.start}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
