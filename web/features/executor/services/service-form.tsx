import {
  Checkbox,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  DEFAULT_SERVICE_CATEGORY,
  descriptionProblem,
  priceProblem,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_FORM_CATEGORIES,
  SERVICE_PRICE_MIN,
  SERVICE_PRICE_STEP,
  SERVICE_TITLE_MAX,
  SERVICE_TOOLTIP_MAX,
  type ServiceFormValues,
  SERVICE_EDITOR_TEXTS as T,
  titleProblem,
  tooltipProblem,
} from "../../../../domain/catalogue/service-editor.ts";
import {
  isAutoLawyerCategory,
  normalizeCategory,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from "../../../../domain/catalogue/services.ts";
import { RECEIPT_TEXTS } from "../../../../domain/payments/receipts.ts";
import {
  FIRST_RESPONSE_DEFAULT_MINUTES,
  FIRST_RESPONSE_MAX_MINUTES,
  firstResponseProblem,
  SLA_TEXTS,
} from "../../../../domain/sla/sla.ts";
import { backOfficeServicesApi, type ExecutorService } from "../../../api/back-office-services.ts";
import { errorText } from "../../../api/client.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { VAT_OPTIONS } from "../receipts/receipt-settings-section.tsx";
import { useRefreshCatalogue } from "./use-executor-services.ts";

/** The form's nine categories, plus the service's own when it is an older one (appeals...). */
function categoryOptions(current: ServiceCategory) {
  const keys: ServiceCategory[] = [...SERVICE_FORM_CATEGORIES];
  if (!keys.includes(current)) keys.push(current);
  return keys.map((key) => ({ value: key, label: SERVICE_CATEGORY_LABELS[key] }));
}

interface ServiceFormProps {
  service: ExecutorService | null;
  onDone(): void;
}

export function ServiceForm({ service, onDone }: ServiceFormProps) {
  const refresh = useRefreshCatalogue();
  const [failure, setFailure] = useState<string | null>(null);
  const initialCategory = service ? normalizeCategory(service.category) : DEFAULT_SERVICE_CATEGORY;
  const form = useForm<
    Omit<ServiceFormValues, "base_price" | "first_response_minutes" | "vat_code"> & {
      base_price: number | string;
      first_response_minutes: number | string;
      /** "" — the receipt settings' VAT. */
      vat_code: string;
    }
  >({
    initialValues: {
      title: service?.title ?? "",
      description: service?.description ?? "",
      tooltip: service?.tooltip ?? "",
      base_price: service ? service.base_price : "",
      category: initialCategory,
      price_from: service?.price_from ?? false,
      first_response_minutes: service?.first_response_minutes ?? FIRST_RESPONSE_DEFAULT_MINUTES,
      vat_code: service?.vat_code ? String(service.vat_code) : "",
    },
    validate: {
      title: titleProblem,
      description: descriptionProblem,
      tooltip: tooltipProblem,
      base_price: (value, values) =>
        service !== null &&
        isAutoLawyerCategory(initialCategory) &&
        isAutoLawyerCategory(values.category)
          ? null
          : priceProblem(value === "" ? undefined : Number(value)),
      first_response_minutes: (value) => firstResponseProblem(Number(value)),
    },
  });

  const isAutoLawyer = isAutoLawyerCategory(form.values.category);
  // An auto-lawyer service already priced in its own tab keeps that price (the server's rule too).
  const priceFollowsAutoLawyer =
    isAutoLawyer && service !== null && isAutoLawyerCategory(initialCategory);
  const priceHint = priceFollowsAutoLawyer
    ? T.autoLawyerPriceHint
    : isAutoLawyer
      ? T.newAutoLawyerPriceHint
      : T.priceHint;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const body: ServiceFormValues = {
      ...values,
      title: values.title.trim(),
      description: values.description.trim(),
      tooltip: values.tooltip.trim(),
      base_price: Number(values.base_price),
      first_response_minutes: Number(values.first_response_minutes),
      vat_code: values.vat_code === "" ? null : Number(values.vat_code),
    };
    const failed = service ? T.updateFailed : T.createFailed;
    try {
      if (service) await backOfficeServicesApi.update(service.id, body);
      else await backOfficeServicesApi.create(body);
    } catch (error) {
      const detail = errorText(error, "");
      setFailure(detail ? `${failed}: ${detail}` : failed);
      notifications.show({ color: "red", title: failed, message: detail || failed });
      return;
    }
    await refresh();
    notifications.show({ color: "teal", message: service ? T.updated : T.created });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.titleLabel}
          required
          maxLength={SERVICE_TITLE_MAX}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={T.descriptionLabel}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={SERVICE_DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <TextInput
          label={T.tooltipLabel}
          description={T.tooltipHint}
          required
          maxLength={SERVICE_TOOLTIP_MAX}
          {...form.getInputProps("tooltip")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={T.priceLabel}
            description={priceHint}
            disabled={priceFollowsAutoLawyer}
            required
            min={SERVICE_PRICE_MIN}
            step={SERVICE_PRICE_STEP}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("base_price")}
          />
          <NativeSelect
            label={T.categoryLabel}
            data={categoryOptions(initialCategory)}
            {...form.getInputProps("category")}
          />
        </SimpleGrid>
        <Checkbox
          label={T.priceFromLabel}
          {...form.getInputProps("price_from", { type: "checkbox" })}
        />
        <NumberInput
          label={SLA_TEXTS.firstResponseMinutes}
          description={SLA_TEXTS.firstResponseHint}
          required
          min={1}
          max={FIRST_RESPONSE_MAX_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("first_response_minutes")}
        />
        <NativeSelect
          label={RECEIPT_TEXTS.serviceVat}
          data={[{ value: "", label: RECEIPT_TEXTS.serviceVatDefault }, ...VAT_OPTIONS]}
          {...form.getInputProps("vat_code")}
        />
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <FormButtons
          onCancel={onDone}
          busy={form.submitting}
          submitLabel={service ? T.save : T.create}
        />
      </Stack>
    </form>
  );
}
