/** The four business tariffs, in the order the site shows them (docs/decisions/005). */
export const TARIFF_KEYS = ["silver", "gold", "platinum", "micro"] as const;
export type TariffKey = (typeof TARIFF_KEYS)[number];
