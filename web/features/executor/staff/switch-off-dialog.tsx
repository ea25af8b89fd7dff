import { Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import type { StaffMember } from "../../../api/staff.ts";
import { ActionDialog, DialogButtons } from "../../../ui/action-dialog.tsx";
import { useUpdateStaff } from "./use-staff.ts";

const QUEUE = "queue";

/**
 * The question before a colleague is switched off, with where their open chats go: a working
 * colleague, or the queue.
 */
export function SwitchOffDialog({
  member,
  colleagues,
  onClose,
}: {
  member: StaffMember | null;
  colleagues: StaffMember[];
  onClose(): void;
}) {
  // The last one stays while the dialog fades out, so its name does not blink away.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  return (
    <ActionDialog
      opened={member !== null}
      title={shown ? T.switchOffTitle(shown.full_name) : ""}
      onClose={onClose}
    >
      {(controls) =>
        shown ? (
          <SwitchOffForm
            member={shown}
            colleagues={colleagues.filter(
              (other) => other.id !== shown.id && other.is_active && other.accepts_chats,
            )}
            controls={controls}
          />
        ) : null
      }
    </ActionDialog>
  );
}

function SwitchOffForm({
  member,
  colleagues,
  controls,
}: {
  member: StaffMember;
  colleagues: StaffMember[];
  controls: Parameters<typeof DialogButtons>[0]["controls"];
}) {
  const [target, setTarget] = useState(QUEUE);
  const switchOff = useUpdateStaff(T.switchedOff(member.full_name));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void controls.run(async () => {
          const reassign = target === QUEUE ? null : Number(target);
          await switchOff
            .mutateAsync({ id: member.id, change: { is_active: false, reassign_to: reassign } })
            .then(controls.close)
            .catch(() => {});
        });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{T.switchOffBody}</Text>
        {member.open_chats > 0 ? (
          <Select
            label={T.chatsTo}
            data={[
              { value: QUEUE, label: T.chatsToQueue },
              ...colleagues.map((other) => ({ value: String(other.id), label: other.full_name })),
            ]}
            value={target}
            allowDeselect={false}
            onChange={(value) => setTarget(value ?? QUEUE)}
          />
        ) : null}
        <DialogButtons controls={controls} submitLabel={T.switchOff} color="red" />
      </Stack>
    </form>
  );
}
