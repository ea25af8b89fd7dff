import { Alert, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The one look of what an account must do before anything else (confirm its phone, set up a
 * second factor): a heading, why, what to do, and the step itself.
 */
export function AccountGateCard(props: {
  title: string;
  why: string;
  hint: string;
  icon: ReactNode;
  children: ReactNode;
  /** Beside the card (a dialog it opens). */
  after?: ReactNode;
}) {
  return (
    <Container size="sm" py={{ base: "lg", sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 32 }} shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Alert color="blue" variant="light" icon={props.icon}>
            {props.why}
          </Alert>
          <Text>{props.hint}</Text>
          {props.children}
        </Stack>
      </Paper>
      {props.after}
    </Container>
  );
}
