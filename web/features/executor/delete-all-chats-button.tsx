import { Button, Group, Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { chatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

type Step = "closed" | "first" | "second";

function ConfirmModal({
  opened,
  title,
  text,
  confirm,
  loading,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {T.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}

/** «Удалить все чаты», asked twice in two different dialogs (spec 3 §2, §9). */
export function DeleteAllChatsButton() {
  const [step, setStep] = useState<Step>("closed");
  const queryClient = useQueryClient();
  const removeAll = useMutation({
    mutationFn: () => chatApi.removeAll(),
    onSuccess: ({ deleted_count }) => {
      notifications.show({ color: "teal", message: CHAT_TEXTS.chatsDeleted(deleted_count) });
    },
    onError: (error) => {
      notifications.show({
        color: "red",
        message: T.deleteAllFailed(errorText(error, CHAT_TEXTS.unknownError)),
      });
    },
    onSettled: () => {
      setStep("closed");
      return queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    },
  });
  const cancel = () => {
    if (!removeAll.isPending) setStep("closed");
  };

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} />}
        onClick={() => setStep("first")}
      >
        {T.deleteAll}
      </Button>
      <ConfirmModal
        opened={step === "first"}
        title={T.deleteAllFirstTitle}
        text={T.deleteAllFirstText}
        confirm={T.deleteAllFirstConfirm}
        onConfirm={() => setStep("second")}
        onCancel={cancel}
      />
      <ConfirmModal
        opened={step === "second"}
        title={T.deleteAllSecondTitle}
        text={T.deleteAllSecondText}
        confirm={T.deleteAllSecondConfirm}
        loading={removeAll.isPending}
        onConfirm={() => removeAll.mutate()}
        onCancel={cancel}
      />
    </>
  );
}
