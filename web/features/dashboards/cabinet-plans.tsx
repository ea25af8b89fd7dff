import { List, Stack, Text } from "@mantine/core";
import { IconPoint } from "@tabler/icons-react";
import { InDevelopmentNotice } from "../../ui/in-development-notice.tsx";
import { StartOrderButtons } from "../../ui/start-order-buttons.tsx";

/** What the client cabinet will hold, with the ways to order that already work. */
export function CabinetPlans({ intro, items }: { intro: string; items: readonly string[] }) {
  return (
    <InDevelopmentNotice>
      <Stack gap="md">
        <Text>{intro}</Text>
        <List spacing={6} icon={<IconPoint size={16} />} c="dark.6">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text>Заказать услугу можно уже сейчас — выберите её в каталоге или свяжитесь с нами.</Text>
        <StartOrderButtons />
      </Stack>
    </InDevelopmentNotice>
  );
}
