import { Container, Tabs } from "@mantine/core";
import {
  IconArchive,
  IconClipboardList,
  IconFileCheck,
  IconLayoutDashboard,
  IconMessageCircle,
} from "@tabler/icons-react";
import { Suspense } from "react";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { ClientChatTab } from "./client-chat-tab.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { ClientOrdersTab } from "./client-orders-tab.tsx";
import { ClientOverviewTab } from "./client-overview-tab.tsx";
import {
  CLIENT_DASHBOARD_TABS,
  type ClientDashboardTab,
  useDashboardTab,
} from "./dashboard-tab-param.ts";

// Carries the zip code (fflate); most visits never open this tab.
const ReadyDocumentsTab = lazyNamed(() => import("./ready-documents-tab.tsx"), "ReadyDocumentsTab");
// The archive's screen and dialogs: their own chunk, loaded when the tab is opened.
const ClientArchiveTab = lazyNamed(() => import("../archive/archive-tabs.tsx"), "ClientArchiveTab");

const TAB_ICONS: Record<ClientDashboardTab, typeof IconMessageCircle> = {
  chat: IconMessageCircle,
  overview: IconLayoutDashboard,
  orders: IconClipboardList,
  documents: IconFileCheck,
  archive: IconArchive,
};

function ClientDashboardTabs() {
  const { tab, openTab } = useDashboardTab();
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && openTab(value as ClientDashboardTab)}
      keepMounted={false}
    >
      <Tabs.List aria-label={T.tabsLabel} mb="lg">
        {CLIENT_DASHBOARD_TABS.map((value) => {
          const Icon = TAB_ICONS[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} />}>
              {T.tabs[value]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="chat">
        <ClientChatTab />
      </Tabs.Panel>
      <Tabs.Panel value="overview">
        <ClientOverviewTab onOpenTab={openTab} />
      </Tabs.Panel>
      <Tabs.Panel value="orders">
        <ClientOrdersTab />
      </Tabs.Panel>
      <Tabs.Panel value="documents">
        <Suspense fallback={<LoadingState label={T.documentsLoading} />}>
          <ReadyDocumentsTab />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="archive">
        <Suspense fallback={<LoadingState label={T.archiveLoading} />}>
          <ClientArchiveTab />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

/** /dashboard: the personal cabinet of a client (spec 2 §2); a corporate client may use it too. */
export function ClientDashboardPage() {
  return (
    <RequireRole area="client">
      {(user) => (
        <Container size="xl" py={{ base: "lg", sm: "xl" }}>
          <PageHeading title={`Добро пожаловать, ${user.full_name}`} lead="Личный кабинет" />
          <ClientDashboardTabs />
        </Container>
      )}
    </RequireRole>
  );
}
