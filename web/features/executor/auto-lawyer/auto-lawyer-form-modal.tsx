import { Box, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  AUTO_LAWYER_DESCRIPTION_MAX,
  AUTO_LAWYER_TITLE_MAX,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import type { ExecutorAutoLawyerService } from "../../../../domain/catalogue/auto-lawyer-admin-schemas.ts";
import { backOfficeAutoLawyerApi } from "../../../api/back-office-auto-lawyer.ts";
import { errorText } from "../../../api/client.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import {
  type AutoLawyerFormValues,
  EMPTY_AUTO_LAWYER_FORM,
  formInputOf,
  formValuesOf,
} from "./auto-lawyer-form-values.ts";
import { AutoLawyerPreview } from "./auto-lawyer-preview.tsx";
import { AutoLawyerPriceFieldset } from "./auto-lawyer-price-fieldset.tsx";

interface AutoLawyerFormModalProps {
  /** The service being edited, or null for a new one. */
  service: ExecutorAutoLawyerService | null;
  onClose(): void;
  /** Reloads the lists: after a save, and after a refusal (the service may be gone meanwhile). */
  refresh(): Promise<unknown>;
}

/**
 * Create or edit one auto-lawyer service, beside a live preview of its public card. Mounted per
 * opening (the tab keys it), so it starts from the service as the list has it now. A refused save
 * keeps what the executor typed and shows the server's reason.
 */
export function AutoLawyerFormModal({ service, onClose, refresh }: AutoLawyerFormModalProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AutoLawyerFormValues>({
    initialValues: service ? formValuesOf(service) : EMPTY_AUTO_LAWYER_FORM,
    validate: {
      title: (value) => (value.trim() ? null : T.titleRequired),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const input = formInputOf(values);
      if (service) await backOfficeAutoLawyerApi.update(service.id, input);
      else await backOfficeAutoLawyerApi.create(input);
      notifications.show({ color: "teal", message: service ? T.updated : T.created });
      await refresh();
      onClose();
    } catch (error) {
      const detail = errorText(error, T.unknownError);
      setFailure(service ? T.updateFailed(detail) : T.createFailed(detail));
      void refresh();
    } finally {
      setSaving(false);
    }
  });

  return (
    <ResponsiveModal
      opened
      onClose={saving ? () => {} : onClose}
      title={service ? T.editTitle : T.createTitle}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <TextInput
              label={T.titleLabel}
              required
              maxLength={AUTO_LAWYER_TITLE_MAX}
              data-autofocus
              {...form.getInputProps("title")}
            />
            <Textarea
              label={T.descriptionLabel}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={AUTO_LAWYER_DESCRIPTION_MAX}
              {...form.getInputProps("description")}
            />
            <AutoLawyerPriceFieldset kind="full" form={form} />
            <AutoLawyerPriceFieldset kind="remote" form={form} />
            <Switch
              label={T.activeLabel}
              {...form.getInputProps("is_active", { type: "checkbox" })}
            />
          </Stack>
          <AutoLawyerPreview values={form.values} />
        </SimpleGrid>
        {failure ? (
          <Box mt="md">
            <SaveFailedAlert testId="auto-lawyer-form-error">{failure}</SaveFailedAlert>
          </Box>
        ) : null}
        <FormButtons
          onCancel={onClose}
          busy={saving}
          submitLabel={service ? T.save : T.create}
          mt="lg"
        />
      </form>
    </ResponsiveModal>
  );
}
