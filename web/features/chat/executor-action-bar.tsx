import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconChecks,
  IconFileCheck,
  IconFileText,
  IconMessagePlus,
  IconPlayerPlay,
  IconTrash,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CHAT_TEXTS, offersNewChat } from "../../../domain/chat/chat.ts";
import type { StartTaskRequest } from "../../../domain/chat/chat-schemas.ts";
import { nextTaskStatus } from "../../../domain/chat/task-status.ts";
import { DOCUMENT_TEMPLATE_TEXTS } from "../../../domain/document-templates/document-templates.ts";
import { type ChatSession, chatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { type ChatAction, ChatActions } from "./chat-actions.tsx";
import { useSessionUpdated } from "./chat-queries.ts";
import { EXECUTOR_CHAT_TEXTS as T } from "./chat-texts.ts";
import { useExecutorPaymentActions } from "./executor-payment-actions.tsx";
import { GenerateDocumentDialog } from "./generate-document-dialog.tsx";
import { StartTaskDialog } from "./start-task-dialog.tsx";

const fail = (message: string) => notifications.show({ color: "red", message });
const done = (message: string) => notifications.show({ color: "teal", message });

interface ExecutorActionBarProps {
  session: ChatSession;
  onDeleted(): void;
}

/**
 * The executor's moves on a chat (spec 3 §2, §4). «Взять в работу» and «Документы готовы» are
 * offered only when the task status allows them; the server checks the same table. The payment
 * moves (price, confirmation, status mark) are their own component.
 */
export function ExecutorActionBar({ session, onDeleted }: ExecutorActionBarProps) {
  const queryClient = useQueryClient();
  const sessionUpdated = useSessionUpdated();
  const [startOpened, startDialog] = useDisclosure(false);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const [documentOpened, documentDialog] = useDisclosure(false);
  const [busy, setBusy] = useState<"ready" | "read" | null>(null);
  const canStart = nextTaskStatus(session.task_status, "start_task") !== null;
  const canMarkReady = nextTaskStatus(session.task_status, "documents_ready") !== null;
  const payment = useExecutorPaymentActions(session);

  const start = async (request: StartTaskRequest) => {
    try {
      sessionUpdated(await chatApi.startTask(session.id, request));
      done(CHAT_TEXTS.startTaskSuccess);
    } catch (error) {
      notifications.show({
        color: "red",
        title: CHAT_TEXTS.startTaskFailed,
        message: errorText(error, CHAT_TEXTS.unknownError),
      });
    }
  };

  const markReady = async () => {
    setBusy("ready");
    try {
      sessionUpdated(await chatApi.documentsReady(session.id));
      done(CHAT_TEXTS.documentsReadySuccess);
    } catch (error) {
      fail(CHAT_TEXTS.documentsReadyFailed(errorText(error, CHAT_TEXTS.unknownError)));
    } finally {
      setBusy(null);
    }
  };

  const markRead = async () => {
    setBusy("read");
    try {
      sessionUpdated(await chatApi.markRead(session.id));
      done(T.markedRead);
    } catch (error) {
      fail(errorText(error, CHAT_TEXTS.unknownError));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    try {
      await chatApi.remove(session.id);
    } catch (error) {
      fail(errorText(error, CHAT_TEXTS.unknownError));
      return;
    }
    done(CHAT_TEXTS.chatDeleted);
    onDeleted();
    // Dropped once we are leaving, so nothing refetches the deleted chat into a 404.
    queryClient.removeQueries({ queryKey: queryKeys.chatSession(session.id) });
    queryClient.removeQueries({ queryKey: queryKeys.chatMessages(session.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
  };

  const actions: ChatAction[] = [
    ...(canStart
      ? [
          {
            key: "start",
            label: T.startTask,
            icon: <IconPlayerPlay size={16} />,
            onClick: startDialog.open,
          },
        ]
      : []),
    ...(canMarkReady
      ? [
          {
            key: "ready",
            label: T.documentsReady,
            icon: <IconFileCheck size={16} />,
            color: "orange",
            onClick: () => void markReady(),
            loading: busy === "ready",
          },
        ]
      : []),
    ...payment.actions,
    {
      key: "document",
      label: DOCUMENT_TEMPLATE_TEXTS.generate,
      icon: <IconFileText size={16} />,
      variant: "light" as const,
      onClick: documentDialog.open,
    },
    ...(offersNewChat(session.task_status)
      ? [
          {
            key: "new-chat",
            label: T.createNewChat,
            icon: <IconMessagePlus size={16} />,
            variant: "default" as const,
            onClick: () =>
              notifications.show({
                color: "blue",
                title: T.createNewChatTitle,
                message: T.createNewChatInfo,
              }),
          },
        ]
      : []),
    {
      key: "read",
      label: T.markRead,
      icon: <IconChecks size={16} />,
      variant: "default",
      onClick: () => void markRead(),
      loading: busy === "read",
    },
    {
      key: "delete",
      label: T.deleteChat,
      icon: <IconTrash size={16} />,
      color: "red",
      variant: "subtle",
      onClick: deleteDialog.open,
    },
  ];

  return (
    <ChatActions actions={actions}>
      {payment.dialogs}
      <StartTaskDialog opened={startOpened} onClose={startDialog.close} onStart={start} />
      <GenerateDocumentDialog
        sessionId={session.id}
        opened={documentOpened}
        onClose={documentDialog.close}
      />
      <ConfirmDialog
        opened={deleteOpened}
        title={T.deleteConfirmTitle}
        text={T.deleteConfirmText}
        color="red"
        onConfirm={remove}
        onClose={deleteDialog.close}
      />
    </ChatActions>
  );
}
