import { Button, CopyButton, Group, List, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";

/** A text file of the codes, saved by the browser (nothing leaves the page). */
function downloadCodes(codes: readonly string[]) {
  const blob = new Blob([`${T.recoveryTitle}\n\n${codes.join("\n")}\n`], { type: "text/plain" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "recovery-codes.txt";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 100);
}

/** The ten recovery codes, shown once after the factor is turned on, with copy and download. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Text size="sm">{T.recoveryHint}</Text>
      <List
        data-testid="recovery-codes"
        listStyleType="none"
        spacing={4}
        ff="monospace"
        fz="md"
        style={{ columns: "2 9rem" }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join("\n")} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
            >
              {copied ? T.copied : T.copyCodes}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} />}
          onClick={() => downloadCodes(codes)}
        >
          {T.downloadCodes}
        </Button>
      </Group>
      <Button onClick={onDone} w="fit-content">
        {T.savedCodes}
      </Button>
    </Stack>
  );
}
