import { Button, type ButtonProps, FileButton } from "@mantine/core";
import { type ReactNode, useRef } from "react";
import { ARCHIVE_ACCEPT } from "../../../domain/archive/archive.ts";

/**
 * A button that opens the file picker for several files of the archive's types. The input is
 * reset after each pick, so the same file can be picked again after a refusal.
 */
export function PickFilesButton({
  onPick,
  children,
  label,
  ...buttonProps
}: ButtonProps & { onPick(files: File[]): void; children: ReactNode; label?: string }) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      multiple
      accept={ARCHIVE_ACCEPT}
      resetRef={reset}
      onChange={(files) => {
        if (files.length > 0) onPick(files);
        reset.current?.();
      }}
    >
      {(props) => (
        <Button {...buttonProps} {...props} aria-label={label}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
