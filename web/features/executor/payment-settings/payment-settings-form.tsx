import {
  Button,
  Fieldset,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { PaymentSetup } from "../../../../domain/payments/payment-setup.ts";
import {
  CARD_PROVIDERS,
  type CardProvider,
  PAYMENT_SETUP_TEXTS as T,
} from "../../../../domain/payments/payment-setup-texts.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { errorText } from "../../../api/client.ts";
import { paymentSetupApi } from "../../../api/payment-setup.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { PhoneInput } from "../../../ui/phone-input.tsx";

interface Values {
  provider: CardProvider;
  yookassa_shop_id: string;
  yookassa_secret_key: string;
  manual_card: string;
  manual_phone: string;
  manual_recipient: string;
  current_password: string;
  code: string;
}

const valuesOf = (setup: PaymentSetup): Values => ({
  provider: setup.provider,
  yookassa_shop_id: setup.yookassa_shop_id ?? "",
  yookassa_secret_key: "",
  manual_card: setup.manual_card ?? "",
  manual_phone: setup.manual_phone ?? "",
  manual_recipient: setup.manual_recipient ?? "",
  current_password: "",
  code: "",
});

/** A part the server's environment sets is shown as it is and cannot be changed here. */
const lockedBy = (locked: boolean) =>
  locked ? { disabled: true, description: T.fromEnvironment } : {};

function PaymentSetupForm({ setup }: { setup: PaymentSetup }) {
  const client = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(setup) });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const env = setup.from_environment;
  const save = useMutation({
    mutationFn: ({ code, ...values }: Values) =>
      paymentSetupApi.save({ ...values, ...(setup.code_required ? { code } : {}) }),
    onSuccess: (next) => {
      client.setQueryData(cabinetQueryKeys.paymentSetup, next);
      // The pay window and the test-mode strip read the public settings: they follow at once.
      void client.invalidateQueries({ queryKey: queryKeys.paymentSettings });
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      setFailure(null);
      setSaved(true);
      notifications.show({ color: "teal", message: T.saved });
    },
    onError: (error) => {
      const detail = errorText(error, "");
      setSaved(false);
      setFailure(detail ? `${T.saveFailed}: ${detail}` : T.saveFailed);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <Fieldset legend={T.cardTitle} radius="md">
          <Stack gap="sm">
            <Radio.Group
              label={T.providerLabel}
              description={env.provider ? T.fromEnvironment : undefined}
              {...form.getInputProps("provider")}
            >
              <Stack gap="xs" mt="xs">
                {CARD_PROVIDERS.map((provider) => (
                  <Radio
                    key={provider}
                    value={provider}
                    label={T.providers[provider]}
                    disabled={env.provider}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={T.shopIdLabel}
                description={T.shopIdHint}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                {...form.getInputProps("yookassa_shop_id")}
                {...lockedBy(env.yookassa)}
              />
              <PasswordInput
                label={T.secretKeyLabel}
                description={setup.yookassa_secret_key_set ? T.secretKeyKept : T.secretKeyHint}
                autoComplete="off"
                maxLength={200}
                {...form.getInputProps("yookassa_secret_key")}
                {...lockedBy(env.yookassa)}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={T.manualTitle} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {env.manual ? T.fromEnvironment : T.manualLead}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={T.manualCardLabel}
                inputMode="numeric"
                autoComplete="off"
                maxLength={23}
                placeholder="2200 0000 0000 0000"
                disabled={env.manual}
                {...form.getInputProps("manual_card")}
              />
              <PhoneInput
                label={T.manualPhoneLabel}
                // The number payers send money to, not the administrator's own.
                autoComplete="off"
                disabled={env.manual}
                value={form.values.manual_phone}
                onChange={(value) => form.setFieldValue("manual_phone", value)}
                error={form.errors.manual_phone}
              />
            </SimpleGrid>
            <TextInput
              label={T.manualRecipientLabel}
              placeholder={T.manualRecipientPlaceholder}
              autoComplete="off"
              maxLength={200}
              disabled={env.manual}
              {...form.getInputProps("manual_recipient")}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={T.confirmTitle} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput
              label={T.passwordLabel}
              required
              autoComplete="current-password"
              {...form.getInputProps("current_password")}
            />
            {setup.code_required ? (
              <TextInput
                label={T.codeLabel}
                required
                autoComplete="one-time-code"
                maxLength={20}
                {...form.getInputProps("code")}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>

        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        {saved && !failure ? (
          <Text role="status" size="sm" c="teal.9" fw={600}>
            {T.saved}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={save.isPending}
          >
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * «Оплата» (issue 28 §2, decision 041): provider, YooKassa's keys and the transfer details, set
 * by the administrator without a config file. Used by «Настройки сайта» and the first-run setup.
 */
export function PaymentSettings() {
  const setup = useQuery({
    queryKey: cabinetQueryKeys.paymentSetup,
    queryFn: ({ signal }) => paymentSetupApi.get(signal),
    staleTime: 0,
  });
  if (setup.isPending) return <LoadingState label={T.loading} />;
  if (setup.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={setup.error}
        onRetry={() => void setup.refetch()}
      />
    );
  }
  return <PaymentSetupForm setup={setup.data} />;
}
