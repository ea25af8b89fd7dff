import type { SearchLinks } from "../search/search-links.ts";
import { SearchPanel } from "../search/search-panel.tsx";
import { dashboardHref } from "./dashboard-tab-param.ts";

const CLIENT_LINKS: SearchLinks = {
  message: (sessionId, messageId) => dashboardHref("chat", sessionId, messageId),
  chat: (sessionId) => dashboardHref("chat", sessionId),
  archive: dashboardHref("archive"),
};

/** «Поиск» of the dashboard: the client's own chats (messages, files) and archive. */
export function ClientSearchTab() {
  return <SearchPanel scope="client" links={CLIENT_LINKS} />;
}
