import { Alert, Container, Grid, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type ComponentType, type ReactNode, Suspense, useMemo } from "react";
import { Navigate, useSearchParams } from "react-router";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import type { User } from "../../../domain/users/user-schemas.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { OWN_CABINET } from "../../api/corporate.ts";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { type CabinetView, CabinetViewContext } from "./cabinet-context.ts";
import { type CorporateTab, executorModeOf, useCorporateLocation } from "./corporate-location.ts";
import { CorporateSideMenu, CorporateTabBar } from "./corporate-nav.tsx";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { ExecutorModeBanner } from "./executor-mode-banner.tsx";
import { useCorporateClient } from "./use-corporate.ts";

// Each tab is its own chunk: a visit loads only the tabs it opens.
const PANELS: Record<CorporateTab, ComponentType> = {
  chat: lazyNamed(() => import("./corporate-chat-tab.tsx"), "CorporateChatTab"),
  overview: lazyNamed(() => import("./corporate-overview-tab.tsx"), "CorporateOverviewTab"),
  "company-card": lazyNamed(() => import("./company-card-tab.tsx"), "CompanyCardTab"),
  "organization-docs": lazyNamed(
    () => import("./organization-docs-tab.tsx"),
    "OrganizationDocsTab",
  ),
  billing: lazyNamed(() => import("./billing-tab.tsx"), "BillingTab"),
};

/** The tabs beside (desktop) or under (phone) the cabinet's menu. */
function CabinetBody({ view }: { view: CabinetView }) {
  const { tab } = useCorporateLocation();
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const Panel = PANELS[tab];
  const content = (
    <CabinetViewContext.Provider value={view}>
      <Suspense fallback={<LoadingState label={T.loading} />}>
        <Panel />
      </Suspense>
    </CabinetViewContext.Provider>
  );
  return wide ? (
    <Grid gap="lg">
      <Grid.Col span={3}>
        <CorporateSideMenu active={tab} />
      </Grid.Col>
      <Grid.Col span={9}>{content}</Grid.Col>
    </Grid>
  ) : (
    <Stack gap="md">
      <CorporateTabBar active={tab} />
      {content}
    </Stack>
  );
}

const OWN_VIEW: CabinetView = { scope: OWN_CABINET, readOnly: false, client: null };

/** The company's own cabinet. */
function OwnCabinet({ user }: { user: User }) {
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <PageHeading
        title={CORPORATE_TEXTS.cabinetTitle}
        lead={
          user.company_name
            ? `${CORPORATE_TEXTS.welcome(user.full_name)} · ${user.company_name}`
            : CORPORATE_TEXTS.welcome(user.full_name)
        }
      />
      <CabinetBody view={OWN_VIEW} />
    </Container>
  );
}

/** An executor's read-only view of one client's cabinet, the client named by the address. */
function ExecutorView({ clientId }: { clientId: number | null }) {
  const client = useCorporateClient(clientId);
  const view = useMemo<CabinetView | null>(
    () =>
      clientId !== null && client.data
        ? { scope: { kind: "client", clientId }, readOnly: true, client: client.data }
        : null,
    [clientId, client.data],
  );
  const title = `${CORPORATE_TEXTS.cabinetTitle} ${CORPORATE_TEXTS.executorModeSuffix}`;
  let body: ReactNode;
  if (clientId === null) {
    body = (
      <Alert color="orange" variant="light">
        {T.noClientId}
      </Alert>
    );
  } else if (client.isPending) {
    body = <LoadingState label={T.clientLoading} />;
  } else if (client.isError) {
    body = (
      <LoadFailedAlert
        title={T.clientLoadFailed}
        error={client.error}
        onRetry={() => void client.refetch()}
      />
    );
  } else if (view) {
    body = (
      <Stack gap="lg">
        <ExecutorModeBanner client={client.data} />
        <CabinetBody view={view} />
      </Stack>
    );
  }
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <PageHeading
        title={title}
        lead={
          client.data
            ? [client.data.company_name, client.data.full_name].filter(Boolean).join(" · ")
            : undefined
        }
      />
      {body}
    </Container>
  );
}

/**
 * /corporate-dashboard (spec 2 §2): a sole trader's or company's cabinet; with
 * `?executor_mode=true&client_id={id}` an executor's (or admin's) read-only view of that client's.
 * Individuals go to /dashboard; an executor without executor mode to their own cabinet.
 * `?service={id}` (a link from the catalogue) opens that service's chat, as on /dashboard.
 */
export function CorporateDashboardPage() {
  const [params] = useSearchParams();
  const mode = executorModeOf(params);
  const service = params.get("service");
  return (
    <RequireRole area={mode.requested ? null : "corporate"} loadingLabel={T.loading}>
      {(user) => {
        if (isExecutorRole(user.role)) {
          return mode.requested ? (
            <ExecutorView clientId={mode.clientId} />
          ) : (
            <Navigate to="/executor-dashboard" replace />
          );
        }
        if (user.client_type !== "corporate") return <Navigate to="/dashboard" replace />;
        if (service) return <Navigate to={`/chat/${encodeURIComponent(service)}`} replace />;
        return <OwnCabinet user={user} />;
      }}
    </RequireRole>
  );
}
