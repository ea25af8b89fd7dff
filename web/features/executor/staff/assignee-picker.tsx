import { Select } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import type { ChatSession } from "../../../api/chat.ts";
import { staffApi } from "../../../api/staff.ts";
import { staffErrorOf, useStaff } from "./use-staff.ts";

const QUEUE = "queue";

/**
 * «Передать чат» (issue 30 §2): the chat's lawyer, changed to a working colleague or back to the
 * queue. The list of colleagues is the staff tab's, read once for every card.
 */
export function AssigneePicker({ session }: { session: ChatSession }) {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (userId: number | null) => staffApi.assignChat(session.id, userId),
    onSuccess: (updated) =>
      notifications.show({
        color: "teal",
        message: updated.assignee_name ? T.assignedTo(updated.assignee_name) : T.returnedToQueue,
      }),
    onError: (error) => notifications.show({ color: "red", message: staffErrorOf(error) }),
    // Every list and the chat itself show the new lawyer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["chat"] }),
  });
  // Who may take it: working, and taking chats (an administrator who is no lawyer does not).
  const working = (staff.data?.items ?? []).filter(
    (member) => member.is_active && member.accepts_chats,
  );
  const options = [
    { value: QUEUE, label: T.queue },
    ...working.map((member) => ({ value: String(member.id), label: member.full_name })),
  ];
  // A lawyer switched off since still reads as this chat's until it is handed on.
  if (
    session.assignee_id !== null &&
    !working.some((member) => member.id === session.assignee_id)
  ) {
    options.push({ value: String(session.assignee_id), label: session.assignee_name ?? "—" });
  }
  return (
    <Select
      size="xs"
      label={T.assignTo}
      aria-label={`${T.assignTo}: ${session.service_title}`}
      data={options}
      value={session.assignee_id === null ? QUEUE : String(session.assignee_id)}
      allowDeselect={false}
      disabled={assign.isPending || staff.isPending}
      onChange={(value) => {
        if (!value) return;
        const userId = value === QUEUE ? null : Number(value);
        if (userId !== session.assignee_id) assign.mutate(userId);
      }}
      w={240}
      data-testid="assignee-picker"
    />
  );
}
