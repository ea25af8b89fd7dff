import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_TEXTS } from "../../../../domain/errors.ts";
import type {
  StaffInvitationRequest,
  StaffSettingsUpdate,
  StaffUpdate,
} from "../../../../domain/staff/staff-schemas.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { staffApi } from "../../../api/staff.ts";

/** The server's Russian detail, or the generic one. */
export const staffErrorOf = (error: unknown) => errorText(error, API_TEXTS.internal);

export function useStaff() {
  return useQuery({
    queryKey: cabinetQueryKeys.staff,
    queryFn: ({ signal }) => staffApi.list(signal),
    staleTime: 0,
  });
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.staff });
}

/** Each write reports its own outcome; the list then shows the server's state. */
export function useInviteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: StaffInvitationRequest) => staffApi.invite(body),
    onSettled: refresh,
  });
}

export function useUpdateStaff(successText: string) {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffUpdate }) =>
      staffApi.update(id, change),
    onSuccess: () => notifications.show({ color: "teal", message: successText }),
    onError: (error) => notifications.show({ color: "red", message: staffErrorOf(error) }),
    onSettled: refresh,
  });
}

export function useRevokeInvitation(successText: string) {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: number) => staffApi.revokeInvitation(id),
    onSuccess: () => notifications.show({ color: "teal", message: successText }),
    onError: (error) => notifications.show({ color: "red", message: staffErrorOf(error) }),
    onSettled: refresh,
  });
}

export function useStaffSettings() {
  return useQuery({
    queryKey: cabinetQueryKeys.staffSettings,
    queryFn: ({ signal }) => staffApi.settings(signal),
    staleTime: 0,
  });
}

/**
 * Who sees which chat changed: every chat list and counter the cabinet holds is stale, so they
 * refetch with the settings.
 */
export function useUpdateStaffSettings(successText: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSettingsUpdate) => staffApi.updateSettings(body),
    onSuccess: (settings) => {
      queryClient.setQueryData(cabinetQueryKeys.staffSettings, settings);
      notifications.show({ color: "teal", message: successText });
    },
    onError: (error) => notifications.show({ color: "red", message: staffErrorOf(error) }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
