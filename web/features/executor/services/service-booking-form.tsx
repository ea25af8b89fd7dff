import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  BOOKING_FORMAT_LABELS,
  BOOKING_FORMATS,
  type BookingFormat,
  BOOKING_LIMITS as L,
} from "../../../../domain/booking/booking.ts";
import {
  bookingSettingsApi,
  bookingSettingsKeys,
  type ServiceBooking,
} from "../../../api/booking-settings.ts";
import { errorText } from "../../../api/client.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { BOOKING_SETTINGS_TEXTS } from "../booking-settings-texts.ts";

const T = BOOKING_SETTINGS_TEXTS.service;

/** The numbers as the inputs hold them: "" while one is cleared (the server names the field). */
type NumberField = "duration_minutes" | "buffer_minutes" | "min_notice_hours" | "horizon_days";
type FormValues = Omit<ServiceBooking, NumberField | "formats"> &
  Record<NumberField, number | string> & { formats: string[] };

/**
 * A cleared input is NaN, which JSON sends as null: the server then answers with that field's own
 * Russian words, where 0 would be saved or refused under another field's name.
 */
const numberOf = (value: number | string) => (value === "" ? Number.NaN : Number(value));

const NUMBER_FIELDS: {
  field: NumberField;
  label: string;
  hint: string;
  limits: { min: number; max: number };
}[] = [
  { field: "duration_minutes", label: T.duration, hint: T.durationHint, limits: L.durationMinutes },
  { field: "buffer_minutes", label: T.buffer, hint: T.bufferHint, limits: L.bufferMinutes },
  {
    field: "min_notice_hours",
    label: T.minNotice,
    hint: T.minNoticeHint,
    limits: L.minNoticeHours,
  },
  { field: "horizon_days", label: T.horizon, hint: T.horizonHint, limits: L.horizonDays },
];

interface ServiceBookingFormProps {
  serviceId: number;
  settings: ServiceBooking;
  onDone(): void;
}

/**
 * On or off, the consultation's length, its formats, the break kept around each booking, how
 * soon before and how far ahead one may book. The server checks each (400 with its Russian
 * `detail`, shown above the buttons); a saved one is what the service's page offers at once.
 */
export function ServiceBookingForm({ serviceId, settings, onDone }: ServiceBookingFormProps) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({ initialValues: settings });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      bookingSettingsApi.saveService(serviceId, {
        enabled: values.enabled,
        // In the order the site lists them, whatever order they were ticked in.
        formats: BOOKING_FORMATS.filter((format) => values.formats.includes(format)),
        duration_minutes: numberOf(values.duration_minutes),
        buffer_minutes: numberOf(values.buffer_minutes),
        min_notice_hours: numberOf(values.min_notice_hours),
        horizon_days: numberOf(values.horizon_days),
      }),
    onSuccess: (saved) => {
      client.setQueryData(bookingSettingsKeys.service(serviceId), saved);
      setFailure(null);
      notifications.show({ color: "teal", message: T.saved });
      onDone();
    },
    onError: (error) => {
      const detail = errorText(error, "");
      setFailure(detail ? `${T.saveFailed}: ${detail}` : T.saveFailed);
      notifications.show({ color: "red", title: T.saveFailed, message: detail || undefined });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md" data-testid="service-booking-form">
        <Text size="sm" c="gray.7">
          {T.lead}
        </Text>
        <Switch
          label={T.enabled}
          size="md"
          {...form.getInputProps("enabled", { type: "checkbox" })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {NUMBER_FIELDS.map(({ field, label, hint, limits }) => (
            <NumberInput
              key={field}
              label={label}
              description={hint}
              required
              min={limits.min}
              max={limits.max}
              allowDecimal={false}
              allowNegative={false}
              // The server's words for a value out of range, not a silent correction.
              clampBehavior="none"
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Checkbox.Group label={T.formats} required {...form.getInputProps("formats")}>
          <Group gap="lg" mt={6}>
            {BOOKING_FORMATS.map((format: BookingFormat) => (
              <Checkbox key={format} value={format} label={BOOKING_FORMAT_LABELS[format]} />
            ))}
          </Group>
        </Checkbox.Group>
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <FormButtons onCancel={onDone} busy={save.isPending} submitLabel={T.save} />
      </Stack>
    </form>
  );
}
