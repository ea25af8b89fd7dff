import { Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { PAYMENT_SETUP_TEXTS } from "../../../../domain/payments/payment-setup-texts.ts";
import { errorText } from "../../../api/client.ts";
import { useAuth } from "../../../lib/auth.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";

interface AdminSettingsSectionProps<T> {
  title: string;
  /** What the section is for, to the administrator. */
  hint: string;
  loadFailed: string;
  testId: string;
  queryKey: QueryKey;
  load(signal: AbortSignal): Promise<T>;
  /** The form, given the stored settings. */
  children(initial: T): ReactNode;
}

/**
 * A section of «Настройки сайта» that only the administrator may read and change (the server
 * refuses everyone else): its title and hint, the stored settings loaded, then the form; an
 * executor is told who sets it instead of meeting a refused form.
 */
export function AdminSettingsSection<T>(props: AdminSettingsSectionProps<T>) {
  const { user } = useAuth();
  const titleId = useId();
  const admin = user?.role === "admin";
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId} data-testid={props.testId}>
      <Title order={3} id={titleId}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed">
        {admin ? props.hint : PAYMENT_SETUP_TEXTS.adminOnly}
      </Text>
      {admin ? <StoredSettings {...props} /> : null}
    </Stack>
  );
}

function StoredSettings<T>({
  title,
  loadFailed,
  queryKey,
  load,
  children,
}: AdminSettingsSectionProps<T>) {
  const settings = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  if (settings.isPending) return <LoadingState label={title} />;
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title={loadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <>{children(settings.data)}</>;
}

/**
 * Saving such a section's form: the stored settings come back (the cache and the form take
 * them), a success is told, a refusal shows the server's detail.
 */
export function useSettingsSave<T>(options: {
  queryKey: QueryKey;
  save(settings: T): Promise<T>;
  savedText: string;
  failedText: string;
  onSaved?(saved: T): void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (settings: T) => {
    setFailure(null);
    setSaving(true);
    try {
      const saved = await options.save(settings);
      queryClient.setQueryData(options.queryKey, saved);
      options.onSaved?.(saved);
      notifications.show({ color: "teal", message: options.savedText });
    } catch (error) {
      setFailure(errorText(error, options.failedText));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, failure };
}
