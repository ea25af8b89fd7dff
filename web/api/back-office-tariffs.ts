import type {
  BusinessTariff,
  BusinessTariffUpdateInput,
} from "../../domain/tariffs/tariff-schemas.ts";
import type { TariffKey } from "../../domain/tariffs/tariffs.ts";
import { apiFetch } from "./client.ts";

/** The cabinet's tariff editor (issue 10 §6); the list itself is the public one. */
export const backOfficeTariffsApi = {
  update: (key: TariffKey, body: BusinessTariffUpdateInput) =>
    apiFetch<BusinessTariff>(`/executor/business-tariffs/${key}`, { method: "PUT", body }),
};
