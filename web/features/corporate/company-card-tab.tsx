import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { TabHeading } from "../../ui/tab-heading.tsx";
import { useCabinetView } from "./cabinet-context.ts";
import { CardDocuments } from "./card-documents.tsx";
import { CompanyCardForm } from "./company-card-form.tsx";
import { CompanyCardView } from "./company-card-view.tsx";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { useCompanyProfile } from "./use-corporate.ts";

/** «Карточка предприятия»: the requisites and the card's documents (read-only in executor mode). */
export function CompanyCardTab() {
  const { scope, readOnly } = useCabinetView();
  const profile = useCompanyProfile(scope);

  let body: ReactNode;
  if (profile.isPending) body = <LoadingState label={T.cardLoading} />;
  else if (profile.isError) {
    body = (
      <LoadFailedAlert
        title={T.cardLoadFailed}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        {readOnly ? (
          profile.data ? (
            <CompanyCardView profile={profile.data} />
          ) : (
            <EmptyState testId="card-empty">{T.cardEmptyForExecutor}</EmptyState>
          )
        ) : (
          <CompanyCardForm profile={profile.data} />
        )}
        <CardDocuments profile={profile.data} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <TabHeading title={T.tabs["company-card"]} lead={readOnly ? undefined : T.cardLead} />
      {body}
    </Stack>
  );
}
