import { Avatar, Group, Text } from "@mantine/core";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import type { ChatSession } from "../../api/chat.ts";

/** «Ваш юрист»: the client's chat names its lawyer with their photo (issue 30 §1), once assigned. */
export function AssignedLawyer({ session }: { session: ChatSession }) {
  if (!session.assignee_name) return null;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="assigned-lawyer">
      <Avatar
        src={session.assignee_photo_url}
        alt={T.photoAlt(session.assignee_name)}
        name={session.assignee_name}
        color="initials"
        radius="xl"
      />
      <Text size="sm">
        {T.yourLawyer}: <strong>{session.assignee_name}</strong>
      </Text>
    </Group>
  );
}
