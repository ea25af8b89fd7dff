import { InDevelopmentNotice } from "../../../ui/in-development-notice.tsx";

/** Placeholder while the tab is being built (issue 10). */
export function SiteSettingsTab() {
  return <InDevelopmentNotice>Раздел появится в ближайшем обновлении.</InDevelopmentNotice>;
}
