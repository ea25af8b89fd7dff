import {
  Button,
  ColorInput,
  Fieldset,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  ACCENT_COLOR_PATTERN,
  contrastOnWhite,
  contrastText,
  logoSrcOf,
  MIN_ACCENT_CONTRAST,
  SHORT_NAME_MAX,
  SITE_NAME_MAX,
} from "../../../../domain/site-settings/brand.ts";
import type { SiteSettings } from "../../../../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../../domain/site-settings/site-settings-texts.ts";
import { errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { siteContentApi } from "../../../api/site-content.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import type { SettingsFormValues } from "./settings-form-values.ts";

type Form = UseFormReturnType<SettingsFormValues>;

/** Dark enough for white text (≥ 4.5:1): what a firm usually picks, one click away. */
const ACCENT_SWATCHES = ["#29549c", "#1f5f4a", "#7a1c3f", "#5b3a8c", "#8a4b08", "#2f3b45"];

/** How the chosen colour reads on white, as the server will judge it. */
function AccentContrast({ color }: { color: string }) {
  const hex = color.trim().toLowerCase();
  if (!ACCENT_COLOR_PATTERN.test(hex)) return null;
  const ratio = contrastOnWhite(hex);
  const passes = ratio >= MIN_ACCENT_CONTRAST;
  return (
    <Text size="sm" c={passes ? "dimmed" : "red.9"} aria-live="polite">
      {T.accentContrast(contrastText(ratio))}
      {passes ? " ✓" : ` — ${T.accentTooLight}`}
    </Text>
  );
}

/** «Оформление»: the name, the short name and the accent, saved with the rest of the form. */
export function BrandSection({ form, settings }: { form: Form; settings: SiteSettings }) {
  return (
    <Fieldset legend={T.sections.brand} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.brandLead}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.siteName}
            description={T.siteNameHint}
            required
            maxLength={SITE_NAME_MAX}
            {...form.getInputProps("site_name")}
          />
          <TextInput
            label={T.shortName}
            description={T.shortNameHint}
            maxLength={SHORT_NAME_MAX}
            {...form.getInputProps("site_short_name")}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <ColorInput
            label={T.accentColor}
            description={T.accentHint}
            format="hex"
            swatches={ACCENT_SWATCHES}
            withEyeDropper={false}
            maw={320}
            {...form.getInputProps("accent_color")}
          />
          <AccentContrast color={form.values.accent_color} />
        </Stack>
        <LogoField settings={settings} />
      </Stack>
    </Fieldset>
  );
}

/**
 * The logo: uploaded and removed on its own (not with the form's «Сохранить»), shown as the site
 * will show it. The server checks the type by content and cleans an SVG.
 */
function LogoField({ settings }: { settings: SiteSettings }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = (logoUrl: string | null) => {
    client.setQueryData<SiteSettings>(queryKeys.siteSettings, (current) =>
      current ? { ...current, logo_url: logoUrl } : current,
    );
    void client.invalidateQueries({ queryKey: queryKeys.siteSettings });
  };
  const upload = useMutation({
    mutationFn: (file: File) => siteContentApi.uploadLogo(file),
    onSuccess: ({ logo_url }) => {
      setFailure(null);
      refresh(logo_url);
      notifications.show({ color: "teal", message: T.logoUploaded });
    },
    onError: (error) => setFailure(`${T.logoFailed}: ${errorText(error, "")}`),
  });
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    try {
      await siteContentApi.removeLogo();
      setFailure(null);
      refresh(null);
      notifications.show({ color: "teal", message: T.logoRemoved });
    } catch (error) {
      setFailure(`${T.logoFailed}: ${errorText(error, "")}`);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {T.logo}
      </Text>
      <Text size="sm" c="dimmed">
        {T.logoHint}
      </Text>
      <Group gap="md" wrap="wrap">
        <img
          src={logoSrcOf(settings)}
          alt={settings.logo_url ? T.logoCurrent : ""}
          width={56}
          height={56}
          style={{ objectFit: "contain", display: "block" }}
          data-testid="brand-logo-preview"
        />
        {settings.logo_url ? null : (
          <Text size="sm" c="dimmed">
            {T.logoDefault}
          </Text>
        )}
        <FileButton
          onChange={(file) => file && upload.mutate(file)}
          accept="image/svg+xml,image/png,image/webp"
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
            >
              {T.logoUpload}
            </Button>
          )}
        </FileButton>
        {settings.logo_url ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setRemoving(true)}
          >
            {T.logoRemove}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={removing}
        title={T.logoRemove}
        text={T.logoRemoveConfirm}
        color="red"
        onClose={() => setRemoving(false)}
        onConfirm={remove}
      />
      {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
    </Stack>
  );
}
