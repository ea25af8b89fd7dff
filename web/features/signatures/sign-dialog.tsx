import { Alert, Button, Code, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconSend, IconSignature } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { PHONE_AUTH_TEXTS, PHONE_CODE_LENGTH } from "../../../domain/phone-auth/phone-auth.ts";
import { SIGNATURE_UI_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { errorText } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import {
  type SignatureCode,
  type SignatureRequest,
  type SignedDocument,
  signaturesApi,
} from "../../api/signatures.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";

/** Seconds left until `until` (ms), ticking once a second while above zero. */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * «Подписать» (issue 45 §3): what is signed (the name and the file's SHA-256), «Отправить код»,
 * the six digits from the SMS, «Подписать»; a new code once the pause is over. The server's
 * Russian answers are shown as they come (a wrong code, a changed file, a limit).
 */
export function SignDialog({
  request,
  onClose,
}: {
  request: SignatureRequest | null;
  onClose(): void;
}) {
  return (
    <ResponsiveModal opened={request !== null} onClose={onClose} title={T.dialogTitle} size="md">
      {request ? <Signing key={request.id} request={request} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

function Signing({ request, onClose }: { request: SignatureRequest; onClose(): void }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<(SignatureCode & { at: number }) | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState<"code" | "sign" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [signed, setSigned] = useState<SignedDocument | null>(null);
  const wait = useSecondsUntil(sent ? sent.at + sent.resend_after_s * 1000 : null);

  const sendCode = async () => {
    setFailure(null);
    setBusy("code");
    try {
      const answer = await signaturesApi.sendCode(request.id);
      setSent({ ...answer, at: Date.now() });
      setCode("");
    } catch (error) {
      setFailure(errorText(error, T.codeFailed));
    } finally {
      setBusy(null);
    }
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const digits = code.replace(/[\s-]/g, "");
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(digits)) {
      setCodeError(PHONE_AUTH_TEXTS.codeFormat);
      return;
    }
    setCodeError(null);
    setFailure(null);
    setBusy("sign");
    try {
      setSigned(
        await signaturesApi.sign(request.id, { challenge_id: sent.challenge_id, code: digits }),
      );
      // The request, the certificate's message and the chat's lists show it at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    } catch (error) {
      setFailure(errorText(error, T.failed));
      setCode("");
    } finally {
      setBusy(null);
    }
  };

  const alert = failure ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {failure}
    </Alert>
  ) : null;

  if (signed) {
    return (
      <Stack gap="md" data-testid="signing-done">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={T.signed}>
          <Text size="sm">{T.signedDetail(signed.signed_at)}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.close}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="signing">
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {T.dialogDocument(request.file_name)}
      </Text>
      <Stack gap={2}>
        <Text size="sm" c="gray.7">
          {T.dialogHash}
        </Text>
        <Code block style={{ overflowWrap: "anywhere", whiteSpace: "normal" }}>
          {request.document_sha256}
        </Code>
      </Stack>
      <Text size="sm">{T.dialogExplain}</Text>
      {sent ? (
        <form onSubmit={sign} noValidate>
          <Stack gap="sm">
            <Text size="sm" role="status">
              {T.codeSent(sent.phone_masked)}
            </Text>
            <TextInput
              label={T.codeLabel}
              description={T.codeHint}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={PHONE_CODE_LENGTH + 2}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
              data-autofocus
              required
            />
            {alert}
            <Group justify="space-between" gap="sm" wrap="wrap">
              {wait > 0 ? (
                <Text size="sm" c="gray.7">
                  {T.resendIn(wait)}
                </Text>
              ) : (
                <Button
                  variant="subtle"
                  leftSection={<IconSend size={16} />}
                  loading={busy === "code"}
                  onClick={() => void sendCode()}
                >
                  {T.resend}
                </Button>
              )}
              <Button
                type="submit"
                leftSection={<IconSignature size={18} />}
                loading={busy === "sign"}
              >
                {T.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          {alert}
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={18} />}
              loading={busy === "code"}
              onClick={() => void sendCode()}
            >
              {T.sendCode}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
