import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { addDays } from "../../../domain/day-keys.ts";
import { bookingsApi, type Slots } from "../../api/bookings.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { moscowDayKeyOf } from "./booking-time.ts";

/** Days of free time asked for at once; «Ещё дни» asks for the next as many. */
export const SLOT_DAYS_PER_PAGE = 7;

export interface SlotDay {
  /** «2026-12-07», a Moscow day. */
  key: string;
  slots: Slots["slots"];
}

/**
 * The service's free time from today (Moscow), a week per page, up to the booking's horizon:
 * the days with free time in order, whether more days can be asked for, and whether the last
 * week asked for had none.
 */
export function useBookingSlots(serviceId: number, horizonDays: number) {
  const today = useMemo(() => moscowDayKeyOf(new Date()), []);
  const last = addDays(today, horizonDays);
  const query = useInfiniteQuery({
    queryKey: [...queryKeys.serviceSlots(serviceId), today],
    initialPageParam: today,
    queryFn: async ({ pageParam, signal }) => ({
      from: pageParam,
      ...(await bookingsApi.slots(serviceId, pageParam, SLOT_DAYS_PER_PAGE, signal)),
    }),
    getNextPageParam: (page) => {
      const next = addDays(page.from, SLOT_DAYS_PER_PAGE);
      return next <= last ? next : undefined;
    },
    // Time taken by someone else shows up without a reload of the page.
    staleTime: 30_000,
  });
  const pages = query.data?.pages ?? [];
  const days = useMemo(() => {
    const byDay = new Map<string, Slots["slots"]>();
    for (const page of pages) {
      for (const slot of page.slots) {
        const key = moscowDayKeyOf(slot.start);
        byDay.set(key, [...(byDay.get(key) ?? []), slot]);
      }
    }
    return [...byDay].map(([key, slots]): SlotDay => ({ key, slots }));
  }, [pages]);
  const lastPage = pages.at(-1);
  return {
    ...query,
    days,
    lastWeekEmpty: lastPage !== undefined && lastPage.slots.length === 0,
  };
}
