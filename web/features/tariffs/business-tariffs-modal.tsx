import { Modal, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { TARIFF_TEXTS } from "../../../domain/tariffs/tariffs.ts";
import { TariffCards } from "./tariff-cards.tsx";

export function BusinessTariffsModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const narrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TARIFF_TEXTS.modalTitle}
      size="min(1100px, 100%)"
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      <Text c="dimmed" mb="lg">
        {TARIFF_TEXTS.sectionLead}
      </Text>
      <TariffCards wide={false} onBeforeAction={onClose} />
    </Modal>
  );
}
