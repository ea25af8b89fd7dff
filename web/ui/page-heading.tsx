import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import layout from "./page-layout.module.css";

/** The title and lead paragraph that open every public page. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Stack gap="xs" mb="xl">
      <Title order={1} className={layout.title} lh={1.2}>
        {title}
      </Title>
      {lead ? (
        <Text c="dimmed" size="lg" maw={760}>
          {lead}
        </Text>
      ) : null}
    </Stack>
  );
}
