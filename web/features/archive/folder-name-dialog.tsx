import { Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FOLDER_NAME_MAX, ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { errorText } from "../../api/client.ts";
import { ActionDialog, DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";
import { notify } from "./notify.ts";
import { nameRefusal } from "./use-archive-actions.ts";

/** What the dialog does: make a folder, or rename one (with its current name filled in). */
export type FolderNameTarget = { kind: "create" } | { kind: "rename"; id: string; name: string };

interface FolderNameDialogProps {
  target: FolderNameTarget | null;
  onCreate(name: string): Promise<void>;
  onRename(id: string, name: string): Promise<void>;
  onClose(): void;
}

/** The create-folder dialog of spec 2 §2 (a name field), also used to rename. */
export function FolderNameDialog({ target, onCreate, onRename, onClose }: FolderNameDialogProps) {
  return (
    <ActionDialog
      opened={target !== null}
      title={target?.kind === "rename" ? T.renameTitle : T.newFolderTitle}
      onClose={onClose}
    >
      {(dialog) =>
        target ? (
          <FolderNameForm target={target} dialog={dialog} onCreate={onCreate} onRename={onRename} />
        ) : null
      }
    </ActionDialog>
  );
}

function FolderNameForm({
  target,
  dialog,
  onCreate,
  onRename,
}: {
  target: FolderNameTarget;
  dialog: DialogControls;
  onCreate: FolderNameDialogProps["onCreate"];
  onRename: FolderNameDialogProps["onRename"];
}) {
  const [name, setName] = useState(target.kind === "rename" ? target.name : "");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = name.trim();
    // Spec 2 §5: non-empty after trimming; the server checks the same with the same words.
    if (!clean) return setError(T.folderNameRequired);
    if (clean.length > FOLDER_NAME_MAX) return setError(T.folderNameTooLong);
    void dialog.run(async () => {
      try {
        if (target.kind === "rename") await onRename(target.id, clean);
        else await onCreate(clean);
        dialog.close();
      } catch (failure) {
        const refusal = nameRefusal(failure);
        if (refusal) setError(refusal);
        else if (target.kind === "create") {
          notify("failed", errorText(failure, ""), T.folderCreateFailed);
        } else {
          notify("failed", T.renameFailed(errorText(failure, "")));
        }
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.folderNameLabel}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={FOLDER_NAME_MAX + 20}
          data-autofocus
          required
        />
        <DialogButtons
          controls={dialog}
          submitLabel={target.kind === "rename" ? T.save : T.create}
        />
      </Stack>
    </form>
  );
}
