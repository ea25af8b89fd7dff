import type {
  BusinessTariff,
  BusinessTariffUpdateInput,
} from "../../../../domain/tariffs/tariff-schemas.ts";

/** What the form holds: numbers may be "" while being typed; notes are one textarea. */
export interface TariffFormValues {
  name: string;
  price: number | string;
  support_hours: string;
  consultation_hours: number | string;
  documents_per_month: number | string;
  task_hours: number | string;
  court_price: number | string;
  trip_price: number | string;
  notes: string;
}

export function tariffFormValuesOf(tariff: BusinessTariff): TariffFormValues {
  return {
    name: tariff.name,
    price: tariff.price,
    support_hours: tariff.support_hours,
    consultation_hours: tariff.consultation_hours,
    documents_per_month: tariff.documents_per_month,
    task_hours: tariff.task_hours,
    court_price: tariff.court_price ?? "",
    trip_price: tariff.trip_price ?? "",
    notes: tariff.notes.join("\n"),
  };
}

/** A number as typed; an empty field is null. */
export const numberOf = (value: number | string): number | null => {
  if (typeof value === "number") return value;
  const text = value.trim().replace(/\s/g, "").replace(",", ".");
  return text === "" ? null : Number(text);
};

/** One note per line; empty lines are just spacing and are dropped. */
export const notesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * The PUT body. The form does not submit with a required number empty (its validation), so those
 * are numbers here; court and trip prices left empty mean «не предусмотрено».
 */
export function tariffInputOf(values: TariffFormValues): BusinessTariffUpdateInput {
  return {
    name: values.name,
    price: numberOf(values.price) as number,
    support_hours: values.support_hours,
    consultation_hours: numberOf(values.consultation_hours) as number,
    documents_per_month: numberOf(values.documents_per_month) as number,
    task_hours: numberOf(values.task_hours) as number,
    court_price: numberOf(values.court_price),
    trip_price: numberOf(values.trip_price),
    notes: notesOf(values.notes),
  };
}
