import { Button, Group, Modal, Stack, Stepper, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { FIRST_RUN_SETUP_TEXTS as T } from "../../../../domain/site-settings/first-run-setup-texts.ts";
import type { SiteSettings } from "../../../../domain/site-settings/site-settings.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { formValuesOf, type SettingsFormValues } from "../site-settings/settings-form-values.ts";
import {
  CompanySection,
  ContactsSection,
  HoursSection,
} from "../site-settings/settings-sections.tsx";
import { useSaveSiteSettings } from "../site-settings/use-save-site-settings.ts";
import { PaymentStep } from "./payment-step.tsx";

const LAST_STEP = 2;
/** The settings form of the first two steps; its button sits in the dialog's footer. */
const SETTINGS_FORM_ID = "first-run-settings";

/**
 * Three steps (issue 28 §2): the first two over the settings form, each saving the whole form so
 * a step left half-way is kept; the third is «Оплата», a form of its own (it asks for the
 * password). «Пропустить настройку» closes it, «Обзор» reopens it.
 */
export function FirstRunSetupDialog({
  settings,
  onClose,
}: {
  settings: SiteSettings;
  onClose: () => void;
}) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const form = useForm<SettingsFormValues>({ initialValues: formValuesOf(settings) });
  const [step, setStep] = useState(0);
  const { save, failure } = useSaveSiteSettings(form, () =>
    setStep((current) => Math.min(current + 1, LAST_STEP)),
  );

  const submitSettings = form.onSubmit((values) => save.mutate(values));

  return (
    <Modal opened onClose={onClose} title={T.title} size="xl" fullScreen={phone}>
      <Stack gap="md">
        <Text size="sm">{T.lead}</Text>
        <Stepper
          active={step}
          onStepClick={setStep}
          size="sm"
          orientation={phone ? "vertical" : "horizontal"}
        >
          <Stepper.Step label={T.steps.company}>
            <form id={SETTINGS_FORM_ID} noValidate onSubmit={submitSettings}>
              <CompanySection form={form} />
            </form>
          </Stepper.Step>
          <Stepper.Step label={T.steps.contacts}>
            <form id={SETTINGS_FORM_ID} noValidate onSubmit={submitSettings}>
              <Stack gap="md">
                <ContactsSection form={form} />
                <HoursSection form={form} />
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label={T.steps.payment}>
            <PaymentStep />
          </Stepper.Step>
        </Stepper>
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onClose}>
            {T.skip}
          </Button>
          <Group gap="sm">
            {step > 0 ? (
              <Button variant="default" onClick={() => setStep(step - 1)}>
                {T.back}
              </Button>
            ) : null}
            {step === LAST_STEP ? (
              <Button onClick={onClose}>{T.done}</Button>
            ) : (
              <Button type="submit" form={SETTINGS_FORM_ID} loading={save.isPending}>
                {T.saveAndNext}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
