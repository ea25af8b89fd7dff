import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  COMPANY_CARD_FIELDS,
  COMPANY_CARD_LABELS,
  type CompanyCard,
  type CompanyCardField,
  DIGIT_FIELDS,
  normalizeCardValue,
  OPTIONAL_CARD_FIELDS,
  validateCompanyCard,
} from "../../../domain/corporate/company-card.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { errorText } from "../../api/client.ts";
import { type CompanyProfile, corporateApi } from "../../api/corporate.ts";
import { SaveFailedAlert } from "../../ui/form-footer.tsx";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { useRefreshOwnCabinet } from "./use-corporate.ts";

const AUTOCOMPLETE: Partial<Record<CompanyCardField, string>> = {
  company_name: "organization",
  address: "street-address",
};

const normalized = (values: CompanyCard): CompanyCard =>
  Object.fromEntries(
    COMPANY_CARD_FIELDS.map((field) => [field, normalizeCardValue(field, values[field])]),
  ) as CompanyCard;

const valuesOf = (profile: CompanyProfile | null): CompanyCard =>
  Object.fromEntries(
    COMPANY_CARD_FIELDS.map((field) => [field, profile?.[field] ?? ""]),
  ) as CompanyCard;

/** The field a server refusal names («ИНН: …»), to show the detail under it. */
function fieldOfDetail(detail: string): CompanyCardField | null {
  return (
    COMPANY_CARD_FIELDS.find((field) => detail.startsWith(`${COMPANY_CARD_LABELS[field]}: `)) ??
    null
  );
}

/**
 * The card's fields (spec 2 §3; the КПП and signatory of issue 44 §2 optional), checked by the same function as on the server
 * (domain/corporate/company-card.ts): each error names its field, in Russian, under the field.
 */
export function CompanyCardForm({ profile }: { profile: CompanyProfile | null }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshOwnCabinet();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyCard>({
    initialValues: valuesOf(profile),
    validate: (values) => validateCompanyCard(normalized(values)),
    validateInputOnBlur: true,
  });

  const save = useMutation({
    mutationFn: (values: CompanyCard) => corporateApi.saveProfile(normalized(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(cabinetQueryKeys.corporateProfile("own"), saved);
      void refresh();
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      setFailure(null);
      notifications.show({ color: "teal", message: CORPORATE_TEXTS.profileSaved });
    },
    onError: (error) => {
      const detail = errorText(error, "");
      const field = fieldOfDetail(detail);
      if (field) form.setFieldError(field, detail);
      setFailure(detail ? `${CORPORATE_TEXTS.saveFailed}: ${detail}` : CORPORATE_TEXTS.saveFailed);
      notifications.show({
        color: "red",
        title: CORPORATE_TEXTS.saveFailed,
        message: detail || undefined,
      });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      noValidate
      aria-label={T.tabs["company-card"]}
      data-testid="company-card-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {COMPANY_CARD_FIELDS.map((field) => (
            <TextInput
              key={form.key(field)}
              label={COMPANY_CARD_LABELS[field]}
              withAsterisk={!OPTIONAL_CARD_FIELDS.includes(field)}
              required={!OPTIONAL_CARD_FIELDS.includes(field)}
              autoComplete={AUTOCOMPLETE[field] ?? "off"}
              inputMode={DIGIT_FIELDS.includes(field) ? "numeric" : undefined}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {failure ? <SaveFailedAlert testId="card-save-failed">{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={save.isPending}
          >
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
