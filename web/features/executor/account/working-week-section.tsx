import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { bookingSettingsApi, bookingSettingsKeys } from "../../../api/booking-settings.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { BOOKING_SETTINGS_TEXTS } from "../booking-settings-texts.ts";
import { WorkingWeekForm } from "./working-week-form.tsx";

const T = BOOKING_SETTINGS_TEXTS.week;

/**
 * «Часы приёма для записи» in «Учётная запись» (issue 48 §1): the hours in which a consultation
 * may be booked with this lawyer, the firm's or their own.
 */
export function WorkingWeekSection() {
  const week = useQuery({
    queryKey: bookingSettingsKeys.workingWeek,
    queryFn: ({ signal }) => bookingSettingsApi.workingWeek(signal),
    staleTime: 0,
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="executor-working-week"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="executor-working-week">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.lead}
        </Text>
        {week.isPending ? (
          <LoadingState label={T.loading} />
        ) : week.isError ? (
          <LoadFailedAlert
            title={T.loadFailed}
            error={week.error}
            onRetry={() => void week.refetch()}
          />
        ) : (
          <WorkingWeekForm workingWeek={week.data} />
        )}
      </Stack>
    </Paper>
  );
}
