import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { backOfficeServicesApi, type ExecutorService } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { servicePriceLabel } from "./service-price-label.ts";
import { useRefreshCatalogue } from "./use-executor-services.ts";

interface CurrentRecommendationsProps {
  service: ExecutorService;
  recommended: ExecutorService[];
}

/** What the service recommends now, each with «Убрать» and a second «Убрать» to be sure. */
export function CurrentRecommendations({ service, recommended }: CurrentRecommendationsProps) {
  const refresh = useRefreshCatalogue();
  const [asking, setAsking] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (item: ExecutorService) => {
    setRemoving(item.id);
    try {
      await backOfficeServicesApi.removeRecommendation(service.id, item.id);
      notifications.show({ color: "teal", message: T.recommendationRemoved });
    } catch (error) {
      notifications.show({
        color: "red",
        title: T.recommendationRemoveFailed,
        message: errorText(error, T.recommendationRemoveFailed),
      });
    } finally {
      await refresh();
      setRemoving(null);
      setAsking(null);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {T.recommendationsCurrent}
      </Title>
      {recommended.length === 0 ? (
        <Text size="sm" c="gray.7">
          {T.recommendationsNoneYet}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {recommended.map((item) => (
            <Paper
              component="li"
              key={item.id}
              withBorder
              radius="sm"
              p="xs"
              data-testid="current-recommendation"
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ flex: "1 1 180px", minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {item.title}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="gray.7">
                      {servicePriceLabel(item)}
                    </Text>
                    {item.is_active ? null : (
                      <Badge size="xs" variant="outline" color="gray">
                        {T.inactive}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                {asking === item.id ? (
                  <Group
                    gap={6}
                    role="group"
                    aria-label={T.recommendationRemoveConfirm(item.title)}
                  >
                    <Text size="xs">{T.recommendationRemoveConfirm(item.title)}</Text>
                    <Button
                      size="xs"
                      color="red"
                      loading={removing === item.id}
                      onClick={() => void remove(item)}
                    >
                      {T.remove}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={removing === item.id}
                      onClick={() => setAsking(null)}
                    >
                      {T.keep}
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={T.recommendationRemove(item.title)}
                    onClick={() => setAsking(item.id)}
                  >
                    {T.remove}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
