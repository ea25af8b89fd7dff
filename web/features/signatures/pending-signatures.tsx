import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { SIGNATURE_UI_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import type { SignatureRequest } from "../../api/signatures.ts";

/** Above the client's messages: the documents the lawyer asked them to sign, each with «Подписать». */
export function PendingSignatures({
  requests,
  onSign,
}: {
  requests: readonly SignatureRequest[];
  onSign(request: SignatureRequest): void;
}) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={T.waitingTitle}
      role="note"
      data-testid="pending-signatures"
    >
      <Text size="sm" mb="xs">
        {T.waitingLead}
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {requests.map((request) => (
          <Group component="li" key={request.id} gap="sm" wrap="wrap" justify="space-between">
            <Text
              size="sm"
              fw={600}
              style={{ overflowWrap: "anywhere", minWidth: 0, flex: "1 1 12rem" }}
            >
              {request.file_name}
            </Text>
            <Button
              size="xs"
              leftSection={<IconSignature size={16} />}
              aria-label={T.signOf(request.file_name)}
              onClick={() => onSign(request)}
            >
              {T.sign}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
