import { Menu } from "@mantine/core";
import { IconCar, IconMessageCircle } from "@tabler/icons-react";
import { useWriteToChat } from "./floating-chat-helper.tsx";
import { FLOATING_HELPER_TEXTS } from "./floating-helper-texts.ts";
import { PhoneHelperTrigger } from "./phone-helper-trigger.tsx";

interface PhoneHelperMenuProps {
  opened: boolean;
  onChange(opened: boolean): void;
  onAutoLawyer(): void;
}

/** «Написать юристу» and «Автоюрист» behind the phone's one helper button (floating-helpers.tsx). */
export function PhoneHelperMenu({ opened, onChange, onAutoLawyer }: PhoneHelperMenuProps) {
  const writeToChat = useWriteToChat();
  return (
    <Menu opened={opened} onChange={onChange} position="top-end" shadow="lg" width={240}>
      <Menu.Target>
        <PhoneHelperTrigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconMessageCircle size={18} />} onClick={writeToChat}>
          {FLOATING_HELPER_TEXTS.writeToChat}
        </Menu.Item>
        <Menu.Item leftSection={<IconCar size={18} />} onClick={onAutoLawyer}>
          {FLOATING_HELPER_TEXTS.autoLawyer}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
