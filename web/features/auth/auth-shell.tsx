import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthShellProps {
  /** Left out when the card inside carries the page heading itself. */
  title?: string;
  lead?: ReactNode;
  /** The type picker needs room for three cards; the forms read better narrow. */
  width?: "form" | "wide";
  children: ReactNode;
}

/** The common frame of the login and registration screens. */
export function AuthShell({ title, lead, width = "form", children }: AuthShellProps) {
  return (
    <Container size={width === "wide" ? 860 : 480} py={{ base: "xl", sm: 56 }}>
      <Stack gap="xl">
        {title ? (
          <Stack gap={6} ta="center">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {lead ? <Text c="dimmed">{lead}</Text> : null}
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
