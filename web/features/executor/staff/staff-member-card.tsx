import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { SLA_TEXTS } from "../../../../domain/sla/sla.ts";
import {
  MAX_OPEN_CHATS_LIMIT,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  STAFF_TEXTS as T,
} from "../../../../domain/staff/staff.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { StaffMember } from "../../../api/staff.ts";
import { useUpdateStaff } from "./use-staff.ts";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

interface StaffMemberCardProps {
  member: StaffMember;
  isSelf: boolean;
  /** The administrator's controls; a lawyer reads the card only. */
  canManage: boolean;
  onSwitchOff(member: StaffMember): void;
}

/** One colleague: name, role, open chats against their limit, last sign-in; the admin's controls. */
export function StaffMemberCard({ member, isSelf, canManage, onSwitchOff }: StaffMemberCardProps) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [limit, setLimit] = useState<number | string>(member.max_open_chats);
  const save = useUpdateStaff(T.saved);
  const switchOn = useUpdateStaff(T.switchedOn(member.full_name));
  const takeChats = useUpdateStaff(
    member.accepts_chats ? T.acceptsChatsOff(member.full_name) : T.acceptsChatsOn(member.full_name),
  );
  const changed = role !== member.role || Number(limit) !== member.max_open_chats;
  const limitValid = Number.isInteger(Number(limit)) && Number(limit) >= 1;

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="staff-member">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {member.full_name}
              {isSelf ? ` (${T.you})` : ""}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light">{STAFF_ROLE_LABELS[member.role]}</Badge>
            <Badge variant="light" color={member.is_active ? "teal" : "gray"}>
              {member.is_active ? T.active : T.inactive}
            </Badge>
            {member.accepts_chats ? null : (
              <Badge variant="light" color="gray">
                {T.notAcceptingChats}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {T.openChats}: {member.open_chats} / {member.max_open_chats} · {T.lastSeen}:{" "}
          {member.last_seen_at ? formatMoscowDateTime(member.last_seen_at) : T.neverSeen}
          {member.rating_average !== null
            ? ` · ${SLA_TEXTS.ratingOf(member.rating_average.toFixed(1).replace(".", ","), member.ratings)}`
            : ""}
        </Text>
        {canManage ? (
          <Group
            role="group"
            align="flex-end"
            gap="sm"
            wrap="wrap"
            aria-label={T.settingsOf(member.full_name)}
          >
            <Select
              label={T.role}
              data={ROLE_OPTIONS}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && setRole(value as StaffRole)}
              w={180}
            />
            <NumberInput
              label={T.maxOpenChats}
              description={T.maxOpenChatsHint}
              min={1}
              max={MAX_OPEN_CHATS_LIMIT}
              allowDecimal={false}
              value={limit}
              onChange={setLimit}
              error={limitValid ? undefined : T.maxOpenChatsInvalid}
              w={220}
            />
            <Button
              variant="light"
              disabled={!changed || !limitValid}
              loading={save.isPending}
              onClick={() =>
                save.mutate({ id: member.id, change: { role, max_open_chats: Number(limit) } })
              }
            >
              {T.save}
            </Button>
            {member.is_active ? (
              <Button
                variant="light"
                color="red"
                aria-label={T.switchOffOf(member.full_name)}
                onClick={() => onSwitchOff(member)}
              >
                {T.switchOff}
              </Button>
            ) : (
              <Button
                variant="light"
                color="teal"
                aria-label={T.switchOnOf(member.full_name)}
                loading={switchOn.isPending}
                onClick={() => switchOn.mutate({ id: member.id, change: { is_active: true } })}
              >
                {T.switchOn}
              </Button>
            )}
          </Group>
        ) : null}
        {canManage && member.is_active ? (
          // Issue 44 §3: an administrator who is no practising lawyer takes no chats.
          <Switch
            label={T.acceptsChats}
            description={T.acceptsChatsHint}
            aria-label={T.acceptsChatsOf(member.full_name)}
            checked={member.accepts_chats}
            disabled={takeChats.isPending}
            onChange={(event) =>
              takeChats.mutate({
                id: member.id,
                change: { accepts_chats: event.currentTarget.checked },
              })
            }
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
