import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Pill,
  Stack,
  Textarea,
  Tooltip,
} from "@mantine/core";
import { IconAlertCircle, IconPaperclip, IconSend } from "@tabler/icons-react";
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { CHAT_TEXTS, MESSAGE_MAX_LENGTH } from "../../../domain/chat/chat.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { ApiError } from "../../api/client.ts";
import type { UploadOptions } from "../../api/upload.ts";
import { addAttachments, type PickerKind, pickerAccept } from "./attachment-rules.ts";
import { cannedReplyContainer } from "./canned-reply-picker.tsx";
import classes from "./chat.module.css";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { UploadProgress } from "./upload-progress.tsx";

interface MessageComposerProps {
  picker: PickerKind;
  /**
   * Resolves when the server took the message; a rejection keeps the text and the files. The
   * upload options carry the cancel signal and the progress callback to the request.
   */
  onSend(content: string, files: File[], upload: UploadOptions): Promise<void>;
  /** The spec's send-failure text (the guest and the signed-in chats word it differently). */
  failureText: string;
  /** Runs before a send; false stops it (the guest chat asks for a contact first, then goes on). */
  beforeSend?(): boolean | Promise<boolean>;
}

interface Failure {
  title: string;
  detail: string | null;
}

/** The server's own explanation (a refused file, a too long text) says more than the generic text. */
function failureOf(error: unknown, failureText: string): Failure {
  const detail = error instanceof ApiError && error.status < 500 ? error.detail : null;
  return { title: failureText, detail };
}

/**
 * Text box, file picker and send button (spec 1 §2, spec 2 §2): Enter sends, Shift+Enter adds a
 * line; a send needs text or a file and is blocked while one runs. A failed send keeps everything.
 */
export function MessageComposer({ picker, onSend, failureText, beforeSend }: MessageComposerProps) {
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  /** Share of the files sent, 0…1, while a send with files is on its way; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const inputId = useId();

  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = !sending && !tooLong && (text.trim() !== "" || files.length > 0);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setFailure(null);
    try {
      if (beforeSend && !(await beforeSend())) return;
      const sent = files;
      const controller = new AbortController();
      upload.current = controller;
      if (sent.length > 0) setProgress(0);
      await onSend(text.trim(), sent, { signal: controller.signal, onProgress: setProgress });
      setText("");
      // Files picked while this send was on its way stay for the next one.
      setFiles((current) => current.filter((file) => !sent.includes(file)));
      setFileErrors([]);
    } catch (error) {
      // A cancelled upload is the writer's choice: the text and the files stay, with no alarm.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        setFailure(failureOf(error, failureText));
      }
    } finally {
      upload.current = null;
      setProgress(null);
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again after removing it fires a change.
    event.currentTarget.value = "";
    if (picked.length === 0) return;
    const result = addAttachments(files, picked, picker);
    setFiles(result.files);
    setFileErrors(result.errors);
  };

  const remove = (file: File) => {
    setFiles((current) => current.filter((other) => other !== file));
    setFileErrors([]);
  };

  return (
    <Stack gap="xs">
      {files.length > 0 ? (
        <Pill.Group role="group" aria-label="Выбранные файлы">
          {files.map((file) => (
            <Pill
              key={`${file.name}-${file.size}-${file.lastModified}`}
              size="lg"
              withRemoveButton
              onRemove={() => remove(file)}
              // Mantine hides the remove button from keyboards and screen readers by default.
              removeButtonProps={{
                "aria-label": T.removeFile(file.name),
                "aria-hidden": false,
                tabIndex: 0,
                disabled: sending,
              }}
            >
              {file.name} · {formatFileSize(file.size)}
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
      {progress !== null ? (
        <UploadProgress fraction={progress} onCancel={() => upload.current?.abort()} />
      ) : null}
      {fileErrors.map((error) => (
        <Alert key={error} color="orange" variant="light" role="alert" py={6}>
          {error}
        </Alert>
      ))}
      {failure ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          title={failure.title}
          withCloseButton
          closeButtonLabel="Скрыть"
          onClose={() => setFailure(null)}
        >
          {failure.detail}
        </Alert>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <input
          id={inputId}
          type="file"
          multiple
          accept={pickerAccept(picker)}
          aria-label={T.attachLabel}
          className={classes.fileInput}
          onChange={onPick}
        />
        <Tooltip label={T.attachLabel}>
          <ActionIcon
            component="label"
            htmlFor={inputId}
            className={classes.attach}
            size={42}
            variant="default"
            radius="md"
            aria-hidden
          >
            <IconPaperclip size={20} />
          </ActionIcon>
        </Tooltip>
        <Textarea
          label={T.messageLabel}
          description={T.messageHint}
          placeholder={T.messagePlaceholder}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          // An executor's «/» opens their canned replies (issue 14 §3).
          inputContainer={cannedReplyContainer(picker === "executor", text, setText)}
          // What was typed is what is being sent: no edits until the server answers.
          readOnly={sending}
          error={tooLong ? CHAT_TEXTS.messageTooLong : undefined}
          style={{ flex: 1 }}
        />
        {/* On a phone the word gives way to the text box; the name stays for screen readers. */}
        <Button
          onClick={() => void send()}
          disabled={!canSend}
          loading={sending}
          size="md"
          h={42}
          px={{ base: "sm", xs: "lg" }}
          aria-label={T.send}
        >
          <IconSend size={18} aria-hidden />
          <Box component="span" visibleFrom="xs" ml={8}>
            {T.send}
          </Box>
        </Button>
      </Group>
    </Stack>
  );
}
