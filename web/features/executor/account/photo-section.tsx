import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { staffApi } from "../../../api/staff.ts";
import { staffErrorOf } from "../staff/use-staff.ts";

/**
 * «Фото для клиентов» (issue 30 §1): the lawyer's own photo, shown to clients beside their name in
 * the chat; PNG or JPEG up to 1 MB, checked by the server by content.
 */
export function PhotoSection({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const photo = useQuery({
    queryKey: cabinetQueryKeys.ownPhoto,
    queryFn: ({ signal }) => staffApi.ownPhoto(signal),
  });
  const done = (message: string) => (answer: { photo_url: string | null }) => {
    queryClient.setQueryData(cabinetQueryKeys.ownPhoto, answer);
    notifications.show({ color: "teal", message });
  };
  const failed = (error: unknown) =>
    notifications.show({ color: "red", message: staffErrorOf(error) });
  const upload = useMutation({
    mutationFn: (file: File) => staffApi.uploadPhoto(file),
    onSuccess: done(T.photoSaved),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => staffApi.removePhoto(),
    onSuccess: done(T.photoRemoved),
    onError: failed,
  });
  const url = photo.data?.photo_url ?? null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="executor-photo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="executor-photo">
          {T.photoTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.photoLead}
        </Text>
        <Group gap="md" wrap="wrap">
          <Avatar
            src={url}
            alt={T.photoAlt(name)}
            size={72}
            radius="xl"
            name={name}
            color="initials"
          />
          {url ? null : (
            <Text size="sm" c="dimmed">
              {T.photoNone}
            </Text>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <FileButton
            accept="image/png,image/jpeg"
            onChange={(file) => file && upload.mutate(file)}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconPhotoUp size={18} aria-hidden />}
                loading={upload.isPending}
              >
                {T.photoChoose}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {T.photoRemove}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
