import { Badge, Container, Grid, Group, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Suspense } from "react";
import type { User } from "../../../domain/users/user-schemas.ts";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { SecondFactorSetupGate } from "../account/second-factor-setup-gate.tsx";
import { ExecutorSideMenu, ExecutorTabBar, type TabCounts } from "./executor-cabinet-nav.tsx";
import { useExecutorLocation } from "./executor-location.ts";
import { EXECUTOR_TABS } from "./executor-tabs.tsx";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";
import { useExecutorStats } from "./use-executor-stats.ts";

// Its own chunk, shared with the client's «Профиль»: needed only once an action is refused.
const ReauthenticationDialog = lazyNamed(
  () => import("../account/reauthentication-dialog.tsx"),
  "ReauthenticationDialog",
);

const ExecutorInlineChat = lazyNamed(
  () => import("./executor-inline-chat.tsx"),
  "ExecutorInlineChat",
);

/** The open tab's content, or the chat opened inline. */
function CabinetContent() {
  const { tab, chatId } = useExecutorLocation();
  const Panel = EXECUTOR_TABS.find((entry) => entry.value === tab)?.Panel;
  return (
    <Suspense fallback={<LoadingState label={T.tabLoading} />}>
      {chatId ? <ExecutorInlineChat sessionId={chatId} /> : Panel ? <Panel /> : null}
    </Suspense>
  );
}

function ExecutorCabinet({ user }: { user: User }) {
  const { tab, filter } = useExecutorLocation();
  const stats = useExecutorStats();
  const counts: TabCounts = {
    unread: stats.data?.unread_messages ?? 0,
    pendingReviews: stats.data?.pending_reviews ?? 0,
  };
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <PageHeading
        title={T.title}
        lead={
          <Group component="span" gap="xs">
            {T.greeting(user.full_name)}
            {user.role === "admin" ? (
              <Badge variant="light" color="violet">
                {T.admin}
              </Badge>
            ) : null}
          </Group>
        }
      />
      {wide ? (
        <Grid gap="lg">
          <Grid.Col span={3}>
            <ExecutorSideMenu active={tab} filter={filter} counts={counts} />
          </Grid.Col>
          <Grid.Col span={9}>
            <CabinetContent />
          </Grid.Col>
        </Grid>
      ) : (
        <Stack gap="md">
          <ExecutorTabBar active={tab} filter={filter} counts={counts} />
          <CabinetContent />
        </Stack>
      )}
    </Container>
  );
}

/** /executor-dashboard and /executor: executors and admins only (spec 3, «Executor cabinet»). */
export function ExecutorDashboardPage() {
  return (
    <RequireRole area="executor" loadingLabel={T.loading}>
      {(user) =>
        // An administrator made by an administrator sets up a second factor first (issue 43 §1).
        user.second_factor_setup_required ? (
          <SecondFactorSetupGate />
        ) : (
          <>
            <ExecutorCabinet user={user} />
            {/* Where staff change staff, money or erasure: the password asked again (decision
                049). Clients' own such forms carry the password themselves. */}
            <Suspense fallback={null}>
              <ReauthenticationDialog />
            </Suspense>
          </>
        )
      }
    </RequireRole>
  );
}
