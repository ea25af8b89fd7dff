import type { UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { SiteSettings } from "../../../../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../../domain/site-settings/site-settings-texts.ts";
import { errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { siteContentApi } from "../../../api/site-content.ts";
import { formValuesOf, requestOf, type SettingsFormValues } from "./settings-form-values.ts";

/**
 * Saves the settings form («Настройки сайта» and the first-run setup alike). A failed save keeps
 * what was typed and gives the server's reason; a saved one is what every page reads at once.
 */
export function useSaveSiteSettings(
  form: UseFormReturnType<SettingsFormValues>,
  onSaved?: (saved: SiteSettings) => void,
) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: SettingsFormValues) => siteContentApi.saveSettings(requestOf(values)),
    onSuccess: (saved) => {
      // The site's hook reads this cache entry: the footer and the rest change without a reload.
      client.setQueryData(queryKeys.siteSettings, saved);
      void client.invalidateQueries({ queryKey: queryKeys.siteDocuments });
      form.setValues(formValuesOf(saved));
      form.resetDirty(formValuesOf(saved));
      setFailure(null);
      notifications.show({ color: "teal", message: T.saved });
      onSaved?.(saved);
    },
    onError: (error) => {
      const detail = errorText(error, "");
      setFailure(detail ? `${T.saveFailed}: ${detail}` : T.saveFailed);
      notifications.show({ color: "red", title: T.saveFailed, message: detail || undefined });
    },
  });
  return { save, failure };
}
