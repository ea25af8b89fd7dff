import { Checkbox, Fieldset, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FIRST_RUN_SETUP_TEXTS as T } from "../../../../domain/site-settings/first-run-setup-texts.ts";

export interface AboutYouValues {
  full_name: string;
  accepts_chats: boolean;
}

/**
 * «О вас» of the setup's first step (issue 44 §3): the operator's own name, which clients read as
 * their lawyer's, and whether they take chats at all — a firm's manager who is no lawyer does not.
 */
export function AboutYouSection({ form }: { form: UseFormReturnType<AboutYouValues> }) {
  return (
    <Fieldset legend={T.yourself} radius="md">
      <Stack gap="sm">
        <TextInput
          label={T.yourName}
          description={T.yourNameHint}
          required
          maxLength={200}
          autoComplete="name"
          {...form.getInputProps("full_name")}
        />
        <Checkbox
          label={T.takesChats}
          description={T.takesChatsHint}
          {...form.getInputProps("accepts_chats", { type: "checkbox" })}
        />
      </Stack>
    </Fieldset>
  );
}
