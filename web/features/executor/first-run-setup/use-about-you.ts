import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OPERATOR_DEFAULT_NAME } from "../../../../domain/staff/staff.ts";
import type { StaffMember } from "../../../../domain/staff/staff-schemas.ts";
import { AUTH_TEXTS } from "../../../../domain/users/auth-texts.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { staffApi } from "../../../api/staff.ts";
import type { AboutYouValues } from "./about-you-section.tsx";

/**
 * The operator's name and chat switch in the setup (issue 44 §3). The placeholder name of a new
 * operator account is not offered as theirs: the field starts empty until they give a real one.
 * `saveIfChanged` resolves false when the name is missing (the field says so).
 */
export function useAboutYou(me: StaffMember) {
  const client = useQueryClient();
  const initial: AboutYouValues = {
    full_name: me.full_name === OPERATOR_DEFAULT_NAME ? "" : me.full_name,
    accepts_chats: me.accepts_chats,
  };
  const form = useForm<AboutYouValues>({
    initialValues: initial,
    validate: { full_name: (value) => (value.trim() ? null : AUTH_TEXTS.fullNameRequired) },
  });
  const save = useMutation({
    mutationFn: staffApi.updateOwnProfile,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.me });
      void client.invalidateQueries({ queryKey: cabinetQueryKeys.staff });
    },
  });
  const saveIfChanged = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const { full_name: name, accepts_chats: accepts } = form.getValues();
    const change = {
      ...(name.trim() !== me.full_name ? { full_name: name.trim() } : {}),
      ...(accepts !== me.accepts_chats ? { accepts_chats: accepts } : {}),
    };
    if (Object.keys(change).length > 0) await save.mutateAsync(change);
    return true;
  };
  return { form, save, saveIfChanged };
}
