import { Paper, Spoiler, Stack, Text } from "@mantine/core";
import { IconClipboardList } from "@tabler/icons-react";
import { useId } from "react";
import { formatIntakeValue, INTAKE_TEXTS as T } from "../../../domain/intake/intake.ts";
import type { ChatSession } from "../../api/chat.ts";

/** The intake answers pinned at the top of the chat, for the client and the lawyer alike. */
export function IntakeAnswers({ session }: { session: Pick<ChatSession, "intake"> }) {
  const titleId = useId();
  if (session.intake.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      data-testid="intake-answers"
    >
      <Text id={titleId} fw={600} size="sm" mb={4}>
        <IconClipboardList
          size={16}
          aria-hidden
          style={{ verticalAlign: "-3px", marginRight: 6 }}
        />
        {T.pinnedTitle}
      </Text>
      <Spoiler maxHeight={132} showLabel={T.showAll} hideLabel={T.collapse}>
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }}>
          {session.intake.map((answer) => (
            <Text
              component="li"
              size="sm"
              key={answer.key}
              style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}
            >
              <Text span c="gray.7" size="sm">
                {answer.label}:
              </Text>{" "}
              {formatIntakeValue(answer.value)}
            </Text>
          ))}
        </Stack>
      </Spoiler>
    </Paper>
  );
}
