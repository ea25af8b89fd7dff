import { Container, Tabs } from "@mantine/core";
import {
  IconArchive,
  IconClipboardList,
  IconFileCheck,
  IconLayoutDashboard,
  IconMessageCircle,
  IconSearch,
  IconUserCircle,
} from "@tabler/icons-react";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import {
  CLIENT_DASHBOARD_TABS,
  type ClientDashboardTab,
  useDashboardTab,
} from "./dashboard-tab-param.ts";
import { GuestChatClaim } from "./guest-chat-claim.tsx";

// Every tab's body is its own chunk: the page's heading and tab bar draw as soon as the user is
// known, while the open tab's code (the chat screen is the largest) is still on its way.
const ClientChatTab = lazyNamed(() => import("./client-chat-tab.tsx"), "ClientChatTab");
const ClientOverviewTab = lazyNamed(() => import("./client-overview-tab.tsx"), "ClientOverviewTab");
const ClientOrdersTab = lazyNamed(() => import("./client-orders-tab.tsx"), "ClientOrdersTab");
const ClientProfileTab = lazyNamed(() => import("./client-profile-tab.tsx"), "ClientProfileTab");
// Carries the zip code (fflate); most visits never open this tab.
const ReadyDocumentsTab = lazyNamed(() => import("./ready-documents-tab.tsx"), "ReadyDocumentsTab");
// The archive's screen and dialogs: their own chunk, loaded when the tab is opened.
const ClientArchiveTab = lazyNamed(() => import("../archive/archive-tabs.tsx"), "ClientArchiveTab");
const ClientSearchTab = lazyNamed(() => import("./client-search-tab.tsx"), "ClientSearchTab");

const TAB_ICONS: Record<ClientDashboardTab, typeof IconMessageCircle> = {
  chat: IconMessageCircle,
  overview: IconLayoutDashboard,
  orders: IconClipboardList,
  documents: IconFileCheck,
  archive: IconArchive,
  search: IconSearch,
  profile: IconUserCircle,
};

const TAB_LOADING: Record<ClientDashboardTab, string> = {
  chat: T.chatsLoading,
  overview: T.overviewLoading,
  orders: T.ordersLoading,
  documents: T.documentsLoading,
  archive: T.archiveLoading,
  search: T.searchLoading,
  profile: T.profileLoading,
};

function TabPanel({ value, children }: { value: ClientDashboardTab; children: ReactNode }) {
  return (
    <Tabs.Panel value={value}>
      <Suspense fallback={<LoadingState label={TAB_LOADING[value]} />}>{children}</Suspense>
    </Tabs.Panel>
  );
}

function ClientDashboardTabs() {
  const { tab, openTab } = useDashboardTab();
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tab bar scrolls sideways (theme.ts): the open tab is brought into view, or a
  // link to «Профиль» would open a tab whose name is off the screen.
  useEffect(() => {
    const tabs = list.current?.querySelectorAll('[role="tab"]');
    tabs?.[CLIENT_DASHBOARD_TABS.indexOf(tab)]?.scrollIntoView({
      block: "nearest",
      inline: "nearest",
    });
  }, [tab]);
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && openTab(value as ClientDashboardTab)}
      keepMounted={false}
    >
      <Tabs.List aria-label={T.tabsLabel} mb="lg" ref={list}>
        {CLIENT_DASHBOARD_TABS.map((value) => {
          const Icon = TAB_ICONS[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} />}>
              {T.tabs[value]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <TabPanel value="chat">
        <ClientChatTab />
      </TabPanel>
      <TabPanel value="overview">
        <ClientOverviewTab onOpenTab={openTab} />
      </TabPanel>
      <TabPanel value="orders">
        <ClientOrdersTab />
      </TabPanel>
      <TabPanel value="documents">
        <ReadyDocumentsTab />
      </TabPanel>
      <TabPanel value="archive">
        <ClientArchiveTab />
      </TabPanel>
      <TabPanel value="search">
        <ClientSearchTab />
      </TabPanel>
      <TabPanel value="profile">
        <ClientProfileTab />
      </TabPanel>
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
          <GuestChatClaim />
          <ClientDashboardTabs />
        </Container>
      )}
    </RequireRole>
  );
}
