import {
  ActionIcon,
  Button,
  Fieldset,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  MAX_TRUSTED_CLIENTS,
  TRUSTED_CLIENTS_TEXTS as T,
} from "../../../../domain/trusted-clients/trusted-clients.ts";
import { errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { type TrustedClient, trustedClientsApi } from "../../../api/trusted-clients.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";

interface AddValues {
  name: string;
  url: string;
  logo: File | null;
}

function useTrustedClientChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.trustedClients });
  const remove = useMutation({
    mutationFn: (item: TrustedClient) => trustedClientsApi.remove(item.id),
    onSuccess: () => {
      notifications.show({ color: "teal", message: T.removed });
      return refresh();
    },
    onError: (error) =>
      notifications.show({ color: "red", title: T.removeFailed, message: errorText(error, "") }),
  });
  return { refresh, remove };
}

function AddForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const form = useForm<AddValues>({ initialValues: { name: "", url: "", logo: null } });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (values: AddValues & { logo: File }) =>
      trustedClientsApi.add({ name: values.name, url: values.url }, values.logo),
    onSuccess: async () => {
      form.reset();
      setFailure(null);
      notifications.show({ color: "teal", message: T.added });
      await onAdded();
    },
    onError: (error) => setFailure(`${T.addFailed}: ${errorText(error, "")}`),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        // The server says the same; the form only spares a round trip without a logo.
        if (!values.logo) setFailure(`${T.addFailed}: ${T.logoRequired}`);
        else add.mutate({ ...values, logo: values.logo });
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={T.name} required {...form.getInputProps("name")} />
          <TextInput
            label={T.url}
            description={T.urlHint}
            type="url"
            {...form.getInputProps("url")}
          />
          <FileInput
            label={T.logo}
            description={T.logoHint}
            accept="image/png,image/jpeg"
            clearable
            {...form.getInputProps("logo")}
          />
        </SimpleGrid>
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={add.isPending}
          >
            {T.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** «Нам доверяют» in «Настройки сайта» (issue 28 §2): up to twelve clients, each added whole. */
export function TrustedClientsSection() {
  const list = useQuery({
    queryKey: queryKeys.trustedClients,
    queryFn: ({ signal }) => trustedClientsApi.list(signal),
    staleTime: 0,
  });
  const { refresh, remove } = useTrustedClientChanges();
  const items = list.data?.items ?? [];
  return (
    <Fieldset legend={T.section}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.lead}
        </Text>
        {list.isError ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <Text size="sm">{T.empty}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {items.map((item) => (
              <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Image
                    src={item.logo_url}
                    alt={T.logoAlt(item.name)}
                    h={32}
                    w={32}
                    fit="contain"
                  />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                      {item.name}
                    </Text>
                    {item.url ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                        {item.url}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={T.remove(item.name)}
                  loading={remove.isPending && remove.variables?.id === item.id}
                  onClick={() => remove.mutate(item)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {items.length < MAX_TRUSTED_CLIENTS ? <AddForm onAdded={refresh} /> : null}
      </Stack>
    </Fieldset>
  );
}
