import {
  Button,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconCar, IconLayoutGrid } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import type { AutoLawyerService } from "../../../domain/catalogue/service-schemas.ts";
import classes from "./auto-lawyer-widget.module.css";

interface AutoLawyerPanelProps {
  services: AutoLawyerService[];
  onClose(): void;
  onSelect(service: AutoLawyerService): void;
  onShowAll(): void;
}

/**
 * The auto-lawyer widget unfolded: the list of services and «Показать все». Loaded on the first
 * unfold; it mounts on every unfold and takes the focus (the widget returns it to the pill).
 */
export function AutoLawyerPanel({ services, onClose, onSelect, onShowAll }: AutoLawyerPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);

  return (
    <Paper
      shadow="lg"
      radius="lg"
      withBorder
      w={300}
      maw="calc(100vw - 40px)"
      p="sm"
      role="region"
      aria-label="Услуги автоюриста"
      data-testid="auto-lawyer-widget-panel"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb={4} px={4}>
        <Group gap={6} wrap="nowrap">
          <IconCar size={18} aria-hidden />
          <Text fw={700}>Автоюрист</Text>
        </Group>
        <CloseButton ref={closeRef} onClick={onClose} aria-label="Свернуть список автоюриста" />
      </Group>
      <ScrollArea.Autosize mah="min(50vh, 360px)" type="auto">
        <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {services.map((service) => (
            <li key={service.id}>
              <UnstyledButton
                className={classes.item}
                onClick={() => onSelect(service)}
                aria-haspopup="dialog"
              >
                {service.title}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Button
        fullWidth
        variant="light"
        mt="xs"
        leftSection={<IconLayoutGrid size={16} />}
        onClick={onShowAll}
      >
        Показать все
      </Button>
    </Paper>
  );
}
