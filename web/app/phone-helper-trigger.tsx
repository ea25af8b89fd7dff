import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { IconLifebuoy } from "@tabler/icons-react";
import type { ComponentPropsWithoutRef, Ref } from "react";
import { FLOATING_HELPER_TEXTS } from "./floating-helper-texts.ts";

interface PhoneHelperTriggerProps
  extends ActionIconProps,
    Omit<ComponentPropsWithoutRef<"button">, keyof ActionIconProps> {
  ref?: Ref<HTMLButtonElement>;
}

/** The round button a phone shows for both helpers; the same before and after its menu loads. */
export function PhoneHelperTrigger(props: PhoneHelperTriggerProps) {
  return (
    <ActionIcon
      size={56}
      radius="xl"
      variant="filled"
      aria-label={FLOATING_HELPER_TEXTS.menu}
      aria-haspopup="menu"
      style={{ boxShadow: "var(--mantine-shadow-lg)" }}
      {...props}
    >
      <IconLifebuoy size={28} />
    </ActionIcon>
  );
}
