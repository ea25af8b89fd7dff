import type { SearchLinks } from "../../search/search-links.ts";
import { SearchPanel } from "../../search/search-panel.tsx";

/**
 * The cabinet's addresses, as executor-location.ts reads them (`?tab=chats&chat=…`). Written
 * here rather than imported: that module imports the tab registry, which loads this tab.
 */
const cabinet = (entries: Record<string, string>) => `?${new URLSearchParams(entries)}`;

const EXECUTOR_LINKS: SearchLinks = {
  message: (sessionId, messageId) =>
    cabinet({ tab: "chats", chat: sessionId, message: String(messageId) }),
  chat: (sessionId) => cabinet({ tab: "chats", chat: sessionId }),
  archive: cabinet({ tab: "files" }),
  articles: cabinet({ tab: "articles" }),
  services: cabinet({ tab: "services" }),
};

/** «Поиск» of the executor cabinet: every chat, client and guest, file, article and service. */
export function SearchTab() {
  return <SearchPanel scope="executor" links={EXECUTOR_LINKS} />;
}
