import { Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { SERVICE_EDITOR_TEXTS as T } from "../../../../domain/catalogue/service-editor.ts";
import { CATALOGUE_TEXTS } from "../../../../domain/catalogue/services.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import { CurrentRecommendations } from "./current-recommendations.tsx";
import { RecommendationPicker } from "./recommendation-picker.tsx";
import { useExecutorServices } from "./use-executor-services.ts";

interface RecommendationsDialogProps {
  /** The service whose recommendations are edited; null closes the dialog. */
  serviceId: number | null;
  onClose(): void;
}

/**
 * The recommendations modal (spec 3 §2, §5): the service's current recommendations with a way to
 * take one off, and a picker of the others. It reads the cabinet's list afresh on opening, so
 * another executor's change shows before this one adds to it.
 */
export function RecommendationsDialog({ serviceId, onClose }: RecommendationsDialogProps) {
  const services = useExecutorServices();
  const { refetch } = services;
  // Keep showing the last service while the closing animation plays.
  const [shownId, setShownId] = useState(serviceId);
  if (serviceId !== null && serviceId !== shownId) setShownId(serviceId);
  useEffect(() => {
    if (serviceId !== null) void refetch();
  }, [serviceId, refetch]);

  const all = services.data ?? [];
  const service = all.find((item) => item.id === shownId) ?? null;
  const byId = new Map(all.map((item) => [item.id, item]));
  const recommended = (service?.recommended_service_ids ?? [])
    .map((id) => byId.get(id))
    .filter((item) => item !== undefined);

  let body: ReactNode;
  if (services.isError) {
    body = (
      <LoadFailedAlert
        title={T.recommendationsLoadFailed}
        error={services.error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!services.data) {
    body = <LoadingState label={T.loading} />;
  } else if (!service) {
    // Deleted meanwhile (by another executor).
    body = <Text c="gray.7">{CATALOGUE_TEXTS.notFound}</Text>;
  } else {
    body = (
      <Stack gap="lg">
        <Text size="sm" c="gray.7">
          {T.recommendationsLimit}
        </Text>
        <CurrentRecommendations service={service} recommended={recommended} />
        <RecommendationPicker
          key={service.id}
          service={service}
          candidates={all.filter(
            (item) => item.id !== service.id && !service.recommended_service_ids.includes(item.id),
          )}
        />
      </Stack>
    );
  }

  return (
    <ResponsiveModal
      opened={serviceId !== null}
      onClose={onClose}
      title={service ? T.recommendationsTitle(service.title) : T.recommendations}
      size="lg"
      centered
    >
      {body}
    </ResponsiveModal>
  );
}
