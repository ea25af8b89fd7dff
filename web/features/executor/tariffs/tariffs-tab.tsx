import { SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { TARIFF_EDITOR_TEXTS as T } from "../../../../domain/tariffs/tariff-editor.ts";
import type { BusinessTariff } from "../../../../domain/tariffs/tariff-schemas.ts";
import { EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { TariffAdminCard } from "./tariff-admin-card.tsx";
import { TariffFormModal } from "./tariff-form-modal.tsx";
import { useEditableTariffs, useRefreshTariffs } from "./use-tariffs-admin.ts";

/**
 * «Тарифы» (issue 10 §6): the four business tariffs, each editable. Unlike the old cabinet's
 * local-only editor, a save is stored and the site shows it with its next request.
 */
export function TariffsTab() {
  const tariffs = useEditableTariffs();
  const refresh = useRefreshTariffs();
  const [editing, setEditing] = useState<BusinessTariff | null>(null);

  let body = null;
  if (tariffs.isPending) body = <LoadingState label={T.loading} />;
  else if (tariffs.isError)
    body = (
      <LoadFailedAlert
        title={T.loadFailed}
        error={tariffs.error}
        onRetry={() => void tariffs.refetch()}
      />
    );
  else if (tariffs.data.length === 0) body = <EmptyState>{T.empty}</EmptyState>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {tariffs.data.map((tariff) => (
          <TariffAdminCard key={tariff.id} tariff={tariff} onEdit={() => setEditing(tariff)} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="lg">
      <TabHeading title={EXECUTOR_TEXTS.tabs.tariffs} lead={T.lead} />
      {body}
      {editing ? (
        <TariffFormModal
          key={editing.id}
          tariff={editing}
          onClose={() => setEditing(null)}
          refresh={refresh}
        />
      ) : null}
    </Stack>
  );
}
