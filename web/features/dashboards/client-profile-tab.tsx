import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { REAUTHENTICATION_TEXTS } from "../../../domain/access/reauthentication.ts";
import { CLIENT_TEXTS, MY_DATA_TEXTS as T } from "../../../domain/clients/clients.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import { CLIENT_TYPE_LABELS } from "../../../domain/users/users.ts";
import { MY_DATA_EXPORT_URL } from "../../api/clients.ts";
import { useAuth } from "../../lib/auth.ts";
import { fetchFileBlob, saveBlob } from "../../lib/file-download.ts";
import { lazyNamed } from "../../ui/lazy-mount.tsx";
import { EmailChangeSection } from "../account/email-change-section.tsx";
import { PasswordChangeSection } from "../account/password-change-section.tsx";
import { PhoneSection } from "../account/phone-section.tsx";
import { MailSettingsSection } from "../mail/mail-settings-section.tsx";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

// Loaded with the profile: the executor cabinet carries the dialog in its own first chunk.
const ReauthenticationDialog = lazyNamed(
  () => import("../account/reauthentication-dialog.tsx"),
  "ReauthenticationDialog",
);

/**
 * «Профиль» of the client's cabinet: who is signed in, and «Мои данные» (issue 13 §1, 152-FZ):
 * everything stored about them as a file, and deleting the account with its data.
 */
export function ClientProfileTab() {
  const { user } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const [deleting, deleteDialog] = useDisclosure(false);
  if (!user) return null;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchFileBlob(MY_DATA_EXPORT_URL), T.exportFileName);
    } catch (error) {
      notifications.show({
        color: "red",
        title: T.downloadFailed,
        message: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="client-profile-tab">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="account-title">
        <Title order={2} size="h4" id="account-title" mb="xs">
          {T.accountTitle}
        </Title>
        <Text fw={700}>{user.full_name}</Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
          {[
            user.email,
            user.client_type ? CLIENT_TYPE_LABELS[user.client_type] : null,
            CLIENT_TEXTS.registered(formatMoscowDate(user.created_at)),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      </Paper>
      <PhoneSection user={user} />
      <MailSettingsSection />
      <EmailChangeSection currentEmail={user.email} />
      <PasswordChangeSection />
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="my-data-title">
        <Title order={2} size="h4" id="my-data-title" mb="xs">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {T.lead}
        </Text>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={() => void download()}
            >
              {T.download}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={deleteDialog.open}
            >
              {T.deleteAccount}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {T.downloadHint}
          </Text>
        </Stack>
      </Paper>
      <DeleteAccountDialog opened={deleting} onClose={deleteDialog.close} />
      {/* A new phone number is the one change of a client's own the server asks the password for
          again (issue 45 §2); their other such forms carry the password themselves. */}
      <Suspense fallback={null}>
        <ReauthenticationDialog hint={REAUTHENTICATION_TEXTS.phoneHint} />
      </Suspense>
    </Stack>
  );
}
