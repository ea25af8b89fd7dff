import { useQuery } from "@tanstack/react-query";
import {
  SITE_SETTINGS_DEFAULTS,
  type SiteSettings,
} from "../../domain/site-settings/site-settings.ts";
import { queryKeys } from "../api/query-keys.ts";
import { siteContentApi } from "../api/site-content.ts";

/** Settings change a few times a year; a page reads them once per visit or so. */
const STALE_MS = 15 * 60_000;

/**
 * The site's company, contacts, hours and messengers (issue 10 §6): the one place every page
 * reads them from. Until they arrive, or if they cannot be had, the defaults stand in, so a page
 * never waits for its footer.
 */
export function useSiteSettings(): SiteSettings {
  const query = useQuery({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => siteContentApi.settings(signal),
    staleTime: STALE_MS,
  });
  return query.data ?? SITE_SETTINGS_DEFAULTS;
}
