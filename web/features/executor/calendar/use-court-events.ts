import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { COURT_EVENT_TEXTS as T } from "../../../../domain/court-events/court-events.ts";
import { API_TEXTS } from "../../../../domain/errors.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { type CourtEventInput, courtEventsApi } from "../../../api/court-events.ts";

/** The server's Russian detail that follows the spec's alert text (spec 3 §8). */
export const detailOf = (error: unknown) => errorText(error, API_TEXTS.internal);

/** Spec 3 §4: opening the calendar loads the hearings, never a copy kept from an earlier visit. */
export function useCourtEvents() {
  return useQuery({
    queryKey: cabinetQueryKeys.courtEvents,
    queryFn: ({ signal }) => courtEventsApi.list(signal),
    staleTime: 0,
  });
}

/** The overview's «Ближайшие заседания»: planned hearings of the next days. */
export function useUpcomingCourtEvents() {
  return useQuery({
    queryKey: cabinetQueryKeys.upcomingCourtEvents,
    queryFn: ({ signal }) => courtEventsApi.upcoming(signal),
    staleTime: 0,
  });
}

/** After any write, success or not: the calendar and the overview show the server's state. */
export function useRefreshCourtEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.courtEvents });
}

/** «Запланировано» ⇄ «Завершено» (spec 3 §4); a failure is the spec's alert (§8). */
export function useToggleCourtEvent() {
  const refresh = useRefreshCourtEvents();
  return useMutation({
    mutationFn: ({ id, completed }: { id: number; completed: boolean }) =>
      courtEventsApi.setCompleted(id, completed),
    onError: (error) =>
      notifications.show({ color: "red", title: T.toggleFailed, message: detailOf(error) }),
    onSettled: refresh,
  });
}

/** Lets the form's dialog know a save is running, so it cannot be closed under it. */
export const SAVE_COURT_EVENT_MUTATION = ["court-events", "save"] as const;

/** Creates (`id` null) or saves the whole form; the form shows its failure itself too. */
export function useSaveCourtEvent(id: number | null) {
  const refresh = useRefreshCourtEvents();
  return useMutation({
    mutationKey: SAVE_COURT_EVENT_MUTATION,
    mutationFn: (input: CourtEventInput) =>
      id === null ? courtEventsApi.create(input) : courtEventsApi.update(id, input),
    onSuccess: () =>
      notifications.show({ color: "teal", message: id === null ? T.created : T.updated }),
    onError: (error) =>
      notifications.show({
        color: "red",
        message: `${id === null ? T.createFailed : T.updateFailed}${detailOf(error)}`,
      }),
    onSettled: refresh,
  });
}

export function useDeleteCourtEvent() {
  const refresh = useRefreshCourtEvents();
  return useMutation({
    mutationFn: (id: number) => courtEventsApi.remove(id),
    onSuccess: () => notifications.show({ color: "teal", message: T.deleted }),
    onError: (error) =>
      notifications.show({ color: "red", message: `${T.deleteFailed}${detailOf(error)}` }),
    onSettled: refresh,
  });
}
