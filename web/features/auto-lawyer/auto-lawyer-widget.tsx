import {
  Affix,
  Button,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconCar, IconLayoutGrid } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { AutoLawyerService } from "../../../domain/service-schemas.ts";
import { AutoLawyerAllModal } from "./auto-lawyer-all-modal.tsx";
import { AutoLawyerDetailModal } from "./auto-lawyer-detail-modal.tsx";
import classes from "./auto-lawyer-widget.module.css";
import { useAutoLawyerServices } from "./use-auto-lawyer-services.ts";

/** Chats keep their message box at the bottom of a phone screen; the pill would cover it. */
const CHAT_PATHS = ["/chat/", "/guest-chat/"];

/**
 * The floating auto-lawyer list at the bottom left of every page (the chat helper owns the
 * bottom right). Renders nothing until there is at least one service to offer.
 */
export function AutoLawyerWidget() {
  const { data: services } = useAutoLawyerServices();
  const { pathname } = useLocation();
  const narrow = useMediaQuery("(max-width: 48em)");
  const [expanded, panel] = useDisclosure(false);
  const [allOpened, all] = useDisclosure(false);
  const [selected, setSelected] = useState<AutoLawyerService | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pillRef = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);

  // Move focus into the panel when it opens and back to the pill when it folds.
  useEffect(() => {
    if (expanded) closeRef.current?.focus();
    else if (wasExpanded.current) pillRef.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);

  if (!services || services.length === 0) return null;
  if (narrow && CHAT_PATHS.some((path) => pathname.includes(path))) return null;

  return (
    <>
      {/* Open, the panel may cover the chat button on a phone; folded, it stays beneath it. */}
      <Affix position={{ bottom: 20, left: 20 }} zIndex={expanded ? 190 : 170}>
        {expanded ? (
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
              if (event.key === "Escape") panel.close();
            }}
          >
            <Group justify="space-between" wrap="nowrap" mb={4} px={4}>
              <Group gap={6} wrap="nowrap">
                <IconCar size={18} aria-hidden />
                <Text fw={700}>Автоюрист</Text>
              </Group>
              <CloseButton
                ref={closeRef}
                onClick={panel.close}
                aria-label="Свернуть список автоюриста"
              />
            </Group>
            <ScrollArea.Autosize mah="min(50vh, 360px)" type="auto">
              <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {services.map((service) => (
                  <li key={service.id}>
                    <UnstyledButton
                      className={classes.item}
                      onClick={() => setSelected(service)}
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
              onClick={all.open}
            >
              Показать все
            </Button>
          </Paper>
        ) : (
          <Button
            ref={pillRef}
            radius="xl"
            size="md"
            className={classes.pill}
            leftSection={<IconCar size={20} />}
            onClick={panel.open}
            aria-expanded={false}
            data-testid="auto-lawyer-widget-toggle"
          >
            Автоюрист
          </Button>
        )}
      </Affix>
      <AutoLawyerDetailModal service={selected} onClose={() => setSelected(null)} />
      <AutoLawyerAllModal services={services} opened={allOpened} onClose={all.close} />
    </>
  );
}
