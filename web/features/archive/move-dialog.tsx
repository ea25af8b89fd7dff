import { Radio, ScrollArea, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile, ArchiveFolder } from "../../api/archive.ts";
import { ActionDialog, DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";

const ROOT = "";

interface MoveDialogProps {
  file: ArchiveFile | null;
  folders: readonly ArchiveFolder[];
  /** Resolves when the move has settled (it reports itself). */
  onMove(file: ArchiveFile, folderId: string | null): Promise<unknown>;
  onClose(): void;
}

/** Spec 2 §2: the root and every folder, the file's current place disabled. */
export function MoveDialog({ file, folders, onMove, onClose }: MoveDialogProps) {
  return (
    <ActionDialog opened={file !== null} title={T.moveTitle} onClose={onClose}>
      {(dialog) =>
        file ? <MoveForm file={file} folders={folders} dialog={dialog} onMove={onMove} /> : null
      }
    </ActionDialog>
  );
}

function MoveForm({
  file,
  folders,
  dialog,
  onMove,
}: {
  file: ArchiveFile;
  folders: readonly ArchiveFolder[];
  dialog: DialogControls;
  onMove: MoveDialogProps["onMove"];
}) {
  const current = file.folder_id ?? ROOT;
  const [target, setTarget] = useState<string | null>(null);
  const targets = [{ id: ROOT, name: T.root }, ...folders.map(({ id, name }) => ({ id, name }))];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === null || target === current) return;
    void dialog.run(async () => {
      await onMove(file, target === ROOT ? null : target);
      dialog.close();
    });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {T.moveLead(file.filename)}
        </Text>
        <Radio.Group value={target} onChange={setTarget} label={T.moveTargets}>
          <ScrollArea.Autosize mah="50vh" type="auto" mt="xs">
            <Stack gap="xs" py={2}>
              {targets.map((option) => (
                <Radio
                  key={option.id || "root"}
                  value={option.id}
                  disabled={option.id === current}
                  label={option.id === current ? `${option.name} (${T.current})` : option.name}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
        <DialogButtons
          controls={dialog}
          submitLabel={T.moveSubmit}
          disabled={target === null || target === current}
        />
      </Stack>
    </form>
  );
}
