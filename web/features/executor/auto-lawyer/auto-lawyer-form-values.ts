import type {
  AutoLawyerServiceFormInput,
  ExecutorAutoLawyerService,
} from "../../../../domain/catalogue/auto-lawyer-admin-schemas.ts";

/** What the form holds: a price field is "" while empty («Не указано»). */
export interface AutoLawyerFormValues {
  title: string;
  description: string;
  price_full_service: number | string;
  price_remote: number | string;
  price_full_service_from: boolean;
  price_remote_from: boolean;
  hide_full_service_price: boolean;
  hide_remote_price: boolean;
  is_active: boolean;
}

export const EMPTY_AUTO_LAWYER_FORM: AutoLawyerFormValues = {
  title: "",
  description: "",
  price_full_service: "",
  price_remote: "",
  price_full_service_from: false,
  price_remote_from: false,
  hide_full_service_price: false,
  hide_remote_price: false,
  is_active: true,
};

export function formValuesOf(service: ExecutorAutoLawyerService): AutoLawyerFormValues {
  return {
    title: service.title,
    description: service.description,
    price_full_service: service.price_full_service ?? "",
    price_remote: service.price_remote ?? "",
    price_full_service_from: service.price_full_service_from,
    price_remote_from: service.price_remote_from,
    hide_full_service_price: service.hide_full_service_price,
    hide_remote_price: service.hide_remote_price,
    is_active: service.is_active,
  };
}

/** An empty field is no price; anything else goes as typed, and the server judges it. */
export const priceOf = (value: number | string): number | null => {
  if (typeof value === "number") return value;
  const text = value.trim().replace(",", ".");
  return text === "" ? null : Number(text);
};

export function formInputOf(values: AutoLawyerFormValues): AutoLawyerServiceFormInput {
  return {
    ...values,
    price_full_service: priceOf(values.price_full_service),
    price_remote: priceOf(values.price_remote),
  };
}
