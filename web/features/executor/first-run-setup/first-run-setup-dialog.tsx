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

/**
 * Three steps over the settings form (issue 28 §2): each of the first two saves the whole form,
 * so a step left half-way is kept; «Пропустить настройку» closes it, «Обзор» reopens it.
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

  return (
    <Modal opened onClose={onClose} title={T.title} size="xl" fullScreen={phone}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          if (step === LAST_STEP) onClose();
          else save.mutate(values);
        })}
      >
        <Stack gap="md">
          <Text size="sm">{T.lead}</Text>
          <Stepper
            active={step}
            onStepClick={setStep}
            size="sm"
            orientation={phone ? "vertical" : "horizontal"}
          >
            <Stepper.Step label={T.steps.company}>
              <CompanySection form={form} />
            </Stepper.Step>
            <Stepper.Step label={T.steps.contacts}>
              <Stack gap="md">
                <ContactsSection form={form} />
                <HoursSection form={form} />
              </Stack>
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
              <Button type="submit" loading={save.isPending}>
                {step === LAST_STEP ? T.done : T.saveAndNext}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
