import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { STAFF_ROLE_LABELS, STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { StaffInvitation, StaffMember } from "../../../api/staff.ts";
import { useAuth } from "../../../lib/auth.ts";
import { CardList, EmptyState } from "../../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { AdminSecondFactorSetting } from "./admin-second-factor-setting.tsx";
import { InviteStaffDialog } from "./invite-staff-dialog.tsx";
import { StaffMemberCard } from "./staff-member-card.tsx";
import { SwitchOffDialog } from "./switch-off-dialog.tsx";
import { useRevokeInvitation, useStaff } from "./use-staff.ts";
import { VisibilitySetting } from "./visibility-setting.tsx";

/**
 * «Сотрудники» (issue 30 §1): the firm's lawyers and administrators. The administrator invites,
 * sets roles and open-chat limits and switches people off; a lawyer reads the list.
 */
export function StaffTab() {
  const { user } = useAuth();
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const [switchingOff, setSwitchingOff] = useState<StaffMember | null>(null);
  const isAdmin = user?.role === "admin";

  let content: ReactNode;
  if (staff.isPending) {
    content = <LoadingState label={T.loading} />;
  } else if (staff.isError && !staff.data) {
    content = (
      <LoadFailedAlert
        title={T.loadError}
        error={staff.error}
        onRetry={() => void staff.refetch()}
      />
    );
  } else if (staff.data.items.length === 0) {
    content = <EmptyState testId="staff-empty">{T.empty}</EmptyState>;
  } else {
    content = (
      <CardList label={T.listLabel}>
        {staff.data.items.map((member) => (
          <StaffMemberCard
            key={`${member.id}-${member.role}-${member.max_open_chats}`}
            member={member}
            isSelf={member.id === user?.id}
            canManage={isAdmin}
            onSwitchOff={setSwitchingOff}
          />
        ))}
      </CardList>
    );
  }

  return (
    <Stack gap="lg" data-testid="staff-tab">
      <TabHeading
        title={T.tab}
        lead={isAdmin ? T.lead : T.adminOnly}
        action={
          isAdmin ? (
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
              {T.invite}
            </Button>
          ) : undefined
        }
      />
      <VisibilitySetting canChange={isAdmin} />
      {isAdmin ? <AdminSecondFactorSetting /> : null}
      {content}
      {isAdmin && staff.data && staff.data.invitations.length > 0 ? (
        <PendingInvitations invitations={staff.data.invitations} />
      ) : null}
      <InviteStaffDialog opened={inviting} onClose={() => setInviting(false)} />
      <SwitchOffDialog
        member={switchingOff}
        colleagues={staff.data?.items ?? []}
        onClose={() => setSwitchingOff(null)}
      />
    </Stack>
  );
}

/** Invitations not yet accepted, each with «Отозвать». */
function PendingInvitations({ invitations }: { invitations: StaffInvitation[] }) {
  const revoke = useRevokeInvitation(T.invitationRevoked);
  return (
    <Stack gap="xs" component="section" aria-labelledby="staff-invitations-title">
      <Title order={3} size="h4" id="staff-invitations-title">
        {T.pendingTitle}
      </Title>
      <CardList label={T.invitationsLabel}>
        {invitations.map((invitation) => (
          <Paper
            key={invitation.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="staff-invitation"
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {invitation.full_name} · {STAFF_ROLE_LABELS[invitation.role]}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {invitation.email}, {T.pendingUntil(formatMoscowDateTime(invitation.expires_at))}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={T.revokeOf(invitation.email)}
                loading={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => revoke.mutate(invitation.id)}
              >
                {T.revokeInvitation}
              </Button>
            </Group>
          </Paper>
        ))}
      </CardList>
    </Stack>
  );
}
