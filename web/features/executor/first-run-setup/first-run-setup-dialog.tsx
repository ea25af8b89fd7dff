import { Button, Group, Modal, Stack, Stepper, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { API_TEXTS } from "../../../../domain/errors.ts";
import {
  resumeStepIndex,
  SETUP_STEPS,
  type SetupProgress,
} from "../../../../domain/site-settings/first-run-setup.ts";
import { FIRST_RUN_SETUP_TEXTS as T } from "../../../../domain/site-settings/first-run-setup-texts.ts";
import type { SiteSettings } from "../../../../domain/site-settings/site-settings.ts";
import type { StaffMember } from "../../../../domain/staff/staff-schemas.ts";
import { errorText } from "../../../api/client.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { formValuesOf, type SettingsFormValues } from "../site-settings/settings-form-values.ts";
import {
  CompanySection,
  ContactsSection,
  HoursSection,
} from "../site-settings/settings-sections.tsx";
import { useSaveSiteSettings } from "../site-settings/use-save-site-settings.ts";
import { AboutYouSection } from "./about-you-section.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { useAboutYou } from "./use-about-you.ts";
import { useMarkSetupStep } from "./use-setup-progress.ts";

const LAST_STEP = SETUP_STEPS.length - 1;
/** The settings form of the first two steps; its button sits in the dialog's footer. */
const SETTINGS_FORM_ID = "first-run-settings";

/**
 * Three steps (issue 28 §2): the first two over the settings form, each saving the whole form so
 * a step left half-way is kept; the third is «Оплата», a form of its own (it asks for the
 * password). The first also asks the operator's own name and whether they take chats (issue 44
 * §3). Each step saved, or skipped with «Пропустить шаг», is recorded on the server, and the
 * setup resumes at the first step that is neither; «Пропустить настройку» only closes it.
 */
export function FirstRunSetupDialog({
  settings,
  progress,
  me,
  onClose,
}: {
  settings: SiteSettings;
  progress: SetupProgress;
  me: StaffMember;
  onClose: () => void;
}) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const form = useForm<SettingsFormValues>({ initialValues: formValuesOf(settings) });
  const about = useAboutYou(me);
  const [step, setStep] = useState(() => resumeStepIndex(progress));
  const [profileFailure, setProfileFailure] = useState<string | null>(null);
  const mark = useMarkSetupStep();
  /** The step is behind: recorded as `state`, and the next one opens (the last closes). */
  const leaveStep = (state: "done" | "skipped") => {
    mark.mutate({ step: SETUP_STEPS[step] ?? "company", state });
    if (step === LAST_STEP) onClose();
    else setStep(step + 1);
  };
  const { save, failure } = useSaveSiteSettings(form, () => leaveStep("done"));

  const submitSettings = form.onSubmit(async (values) => {
    if (step === 0) {
      setProfileFailure(null);
      try {
        if (!(await about.saveIfChanged())) return;
      } catch (error) {
        setProfileFailure(errorText(error, API_TEXTS.internal));
        return;
      }
    }
    save.mutate(values);
  });

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
              <Stack gap="md">
                <AboutYouSection form={about.form} />
                <CompanySection form={form} />
              </Stack>
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
        {(profileFailure ?? failure) ? (
          <SaveFailedAlert>{profileFailure ?? failure}</SaveFailedAlert>
        ) : null}
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
            <Button variant="default" onClick={() => leaveStep("skipped")}>
              {T.skipStep}
            </Button>
            {step === LAST_STEP ? (
              <Button onClick={() => leaveStep("done")}>{T.done}</Button>
            ) : (
              <Button
                type="submit"
                form={SETTINGS_FORM_ID}
                loading={save.isPending || about.save.isPending}
              >
                {T.saveAndNext}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
