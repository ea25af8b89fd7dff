import { Alert, Button, FileButton, Group, List, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconUpload, IconX } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import type { AttachmentExtension } from "../../../domain/chat/files.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import { checkPickedDocuments } from "../../../domain/corporate/document-checks.ts";
import type { UploadOptions } from "../../api/upload.ts";
import { type BulkProgress, type BulkResult, uploadOneByOne } from "./bulk-upload.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";

interface DocumentUploaderProps {
  label: string;
  extensions: readonly AttachmentExtension[];
  multiple: boolean;
  send(file: File, upload: UploadOptions): Promise<unknown>;
  /** Runs once the batch has ended (lists and figures are read again). */
  onFinished(): void;
  /** Controls shown beside the button (the category of a bulk upload). */
  children?: ReactNode;
  testId: string;
}

/** The spec's texts for how a batch ended (spec 2 §8). */
function announce(result: BulkResult) {
  if (result.done > 0) {
    notifications.show({
      color: "teal",
      message:
        result.total === 1
          ? CORPORATE_TEXTS.documentUploaded
          : CORPORATE_TEXTS.bulkUploaded(result.done, result.total),
    });
  }
  if (result.failures.length > 0) {
    notifications.show({
      color: "red",
      title:
        result.total === 1
          ? CORPORATE_TEXTS.uploadFailed
          : CORPORATE_TEXTS.bulkFailed(result.failures.length),
      message: result.failures[0]?.detail,
    });
  }
}

/**
 * A file picker that checks the files first (types, 10 MB, at most 100), then sends them one by
 * one with the overall progress and «Отменить загрузку»; what failed stays listed with the reason.
 */
export function DocumentUploader(props: DocumentUploaderProps) {
  const { label, extensions, multiple, send, onFinished, children, testId } = props;
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [failures, setFailures] = useState<BulkResult["failures"]>([]);
  const controller = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);

  const start = async (picked: File[]) => {
    resetRef.current?.();
    const { accepted, errors: refused } = checkPickedDocuments(picked, extensions);
    setErrors(refused);
    setFailures([]);
    if (accepted.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    try {
      const result = await uploadOneByOne(accepted, send, {
        signal: abort.signal,
        onProgress: setProgress,
      });
      setFailures(result.failures);
      announce(result);
    } finally {
      controller.current = null;
      setProgress(null);
      onFinished();
    }
  };

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <FileButton
          onChange={(files) => void start(Array.isArray(files) ? files : files ? [files] : [])}
          accept={extensions.map((extension) => `.${extension}`).join(",")}
          multiple={multiple}
          resetRef={resetRef}
          disabled={progress !== null}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              leftSection={<IconUpload size={16} />}
              loading={progress !== null}
            >
              {label}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress ? (
        <Stack gap={4} data-testid="bulk-progress">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" aria-live="polite">
              {T.bulkProgress(progress.done, progress.total, percent)}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={() => controller.current?.abort()}
            >
              {T.cancel}
            </Button>
          </Group>
          <Progress value={percent} aria-label={T.bulkProgressLabel} size="sm" />
        </Stack>
      ) : null}
      {errors.map((error) => (
        <Alert key={error} color="orange" variant="light" role="alert" py={6}>
          {error}
        </Alert>
      ))}
      {failures.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title={T.failedFiles}>
          <List size="sm">
            {failures.map((failure) => (
              <List.Item key={failure.name} style={{ wordBreak: "break-word" }}>
                {failure.name}: {failure.detail}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
