import { Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  STAFF_TEXTS as T,
} from "../../../../domain/staff/staff.ts";
import { AUTH_TEXTS } from "../../../../domain/users/auth-texts.ts";
import { ApiError } from "../../../api/client.ts";
import { ActionDialog, DialogButtons } from "../../../ui/action-dialog.tsx";
import { staffErrorOf, useInviteStaff } from "./use-staff.ts";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** «Пригласить сотрудника»: address, name and role; the server mails the link. */
export function InviteStaffDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <ActionDialog opened={opened} title={T.inviteTitle} onClose={onClose}>
      {(controls) => <InviteStaffForm controls={controls} />}
    </ActionDialog>
  );
}

function InviteStaffForm({
  controls,
}: {
  controls: Parameters<typeof DialogButtons>[0]["controls"];
}) {
  const invite = useInviteStaff();
  const form = useForm({
    initialValues: { email: "", full_name: "", role: "executor" as StaffRole },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : AUTH_TEXTS.emailInvalid),
      full_name: (value) => (value.trim() ? null : AUTH_TEXTS.fullNameRequired),
    },
  });
  const submit = form.onSubmit((values) =>
    controls.run(async () => {
      try {
        const invitation = await invite.mutateAsync(values);
        notifications.show({ color: "teal", message: T.invited(invitation.email) });
        controls.close();
      } catch (error) {
        // An address of a client or of staff: said at the field it is about.
        if (error instanceof ApiError && error.status === 409)
          form.setFieldError("email", error.detail);
        else if (error instanceof ApiError && error.status === 400)
          form.setErrors({ email: error.detail });
        else notifications.show({ color: "red", message: staffErrorOf(error) });
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.inviteHint}
        </Text>
        <TextInput
          label={T.email}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps("email")}
        />
        <TextInput label={T.fullName} required {...form.getInputProps("full_name")} />
        <Select
          label={T.role}
          data={ROLE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("role")}
        />
        <DialogButtons controls={controls} submitLabel={T.send} />
      </Stack>
    </form>
  );
}
