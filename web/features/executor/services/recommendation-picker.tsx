import { Alert, Button, Checkbox, Group, ScrollArea, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import {
  recommendationsProblem,
  SERVICE_EDITOR_TEXTS as T,
} from "../../../../domain/catalogue/service-editor.ts";
import { backOfficeServicesApi, type ExecutorService } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { servicePriceLabel } from "./service-price-label.ts";
import { useRefreshCatalogue } from "./use-executor-services.ts";

interface RecommendationPickerProps {
  service: ExecutorService;
  /** Every service but this one and those it already recommends (spec 3 §5). */
  candidates: ExecutorService[];
}

/** Ticks the services to add; the spec's alerts (none, more than 5, over 5 in total) come first. */
export function RecommendationPicker({ service, candidates }: RecommendationPickerProps) {
  const refresh = useRefreshCatalogue();
  const [selected, setSelected] = useState<string[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const add = async () => {
    const problem = recommendationsProblem(service.recommended_service_ids.length, selected.length);
    setAlert(problem);
    if (problem) return;
    setSaving(true);
    try {
      await backOfficeServicesApi.addRecommendations(service.id, selected.map(Number));
      notifications.show({ color: "teal", message: T.recommendationsAdded });
      setSelected([]);
    } catch (error) {
      setAlert(T.recommendationsAddFailed(errorText(error, "")));
    } finally {
      // After a refusal too: the screen shows what the server has.
      await refresh();
      setSaving(false);
    }
  };

  if (candidates.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {T.recommendationsNoCandidates}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Checkbox.Group label={T.recommendationsPicker} value={selected} onChange={setSelected}>
        <ScrollArea.Autosize mah={280} type="auto" mt="xs">
          <Stack gap={8} pr="sm">
            {candidates.map((item) => (
              <Checkbox
                key={item.id}
                value={String(item.id)}
                label={`${item.title} — ${servicePriceLabel(item)}`}
                data-testid="recommendation-candidate"
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      {alert ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {alert}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={() => void add()} loading={saving}>
          {T.recommendationsAdd}
        </Button>
      </Group>
    </Stack>
  );
}
