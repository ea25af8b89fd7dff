import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconMessageCheck } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { formatPhone, normalizeRussianNumber } from "../../domain/contacts/phone.ts";
import {
  PHONE_AUTH_TEXTS,
  PHONE_CODE_LENGTH,
  type PhonePurpose,
  PHONE_SCREEN_TEXTS as T,
} from "../../domain/phone-auth/phone-auth.ts";
import { ApiError, errorText } from "../api/client.ts";
import { phoneAuthApi } from "../api/phone-auth.ts";
import { PhoneInput } from "./phone-input.tsx";
import { useSecondsUntil } from "./use-seconds-until.ts";

/** A right code, and the number it came to (E.164). */
export interface PhoneCode {
  challengeId: string;
  code: string;
  phone: string;
}

interface PhoneCodeStepsProps {
  purpose: PhonePurpose;
  /** The number to start from (a guest's from their chat, the account's own). */
  initialPhone?: string | null;
  /** The code step's button: «Войти», «Подтвердить». */
  submitLabel: string;
  /**
   * Takes the code on (verifies it, signs in, keeps the proof). What it throws is shown at the
   * code; a 409 (the number is another account's) at the number, to pick another one.
   */
  onCode(code: PhoneCode): Promise<void>;
}

type Stage =
  | { step: "phone" }
  | { step: "code"; challengeId: string; phone: string; resendAt: number };

const isRussianMobile = (e164: string | null): e164 is string => /^\+79\d{9}$/.test(e164 ?? "");

const resendAtOf = (seconds: number) => Date.now() + seconds * 1000;

/**
 * A Russian mobile number and the code sent to it by SMS (issue 45 §2), the two steps every way
 * of proving a number shares: registration, «Войти по SMS», the confirmation an account owes and
 * a change of the number. The code step waits out the resend pause with a countdown, then offers
 * a new code; «Изменить номер» goes back with the number kept.
 */
export function PhoneCodeSteps({
  purpose,
  initialPhone,
  submitLabel,
  onCode,
}: PhoneCodeStepsProps) {
  const [phone, setPhone] = useState(() => (initialPhone ? formatPhone(initialPhone) : ""));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: "phone" });
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<"send" | "code" | "resend" | null>(null);
  const secondsLeft = useSecondsUntil(stage.step === "code" ? stage.resendAt : null);

  // The field of the step just opened takes the focus (not on the page's first render: the page's
  // own order starts at its top).
  const box = useRef<HTMLDivElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves > 0) box.current?.querySelector("input")?.focus();
  }, [moves]);
  const moveTo = (next: Stage) => {
    setStage(next);
    setMoves((count) => count + 1);
  };

  const requestCode = async (e164: string) => {
    const challenge = await phoneAuthApi.start({ phone: e164, purpose });
    return {
      step: "code",
      challengeId: challenge.challenge_id,
      phone: e164,
      resendAt: resendAtOf(challenge.resend_after_s),
    } as const;
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const e164 = normalizeRussianNumber(phone);
    if (!isRussianMobile(e164)) {
      setPhoneError(PHONE_AUTH_TEXTS.notRussianMobile);
      return;
    }
    setPhoneError(null);
    setBusy("send");
    try {
      const next = await requestCode(e164);
      setCode("");
      setCodeError(null);
      setNotice(null);
      moveTo(next);
    } catch (error) {
      setFailure(errorText(error, T.sendFailed));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (stage.step !== "code") return;
    setFailure(null);
    setNotice(null);
    setBusy("resend");
    try {
      setStage(await requestCode(stage.phone));
      setCode("");
      setNotice(T.resent);
    } catch (error) {
      setFailure(errorText(error, T.sendFailed));
    } finally {
      setBusy(null);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.step !== "code") return;
    setFailure(null);
    setNotice(null);
    if (code.length !== PHONE_CODE_LENGTH) {
      setCodeError(PHONE_AUTH_TEXTS.codeFormat);
      return;
    }
    setCodeError(null);
    setBusy("code");
    try {
      await onCode({ challengeId: stage.challengeId, code, phone: stage.phone });
    } catch (error) {
      setFailure(errorText(error, PHONE_AUTH_TEXTS.wrongCode));
      setCode("");
      if (error instanceof ApiError && error.status === 409) moveTo({ step: "phone" });
    } finally {
      setBusy(null);
    }
  };

  const failed = failure ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {failure}
    </Alert>
  ) : null;

  if (stage.step === "phone") {
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack gap="md" ref={box}>
          <PhoneInput
            label={T.phoneLabel}
            description={T.phoneHint}
            required
            value={phone}
            onChange={(value) => {
              setPhone(value);
              setPhoneError(null);
            }}
            error={phoneError}
          />
          {failed}
          <Button type="submit" size="md" fullWidth loading={busy === "send"}>
            {T.getCode}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate>
      <Stack gap="md" ref={box}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{T.codeSentTo(formatPhone(stage.phone))}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setFailure(null);
              setNotice(null);
              moveTo({ step: "phone" });
            }}
          >
            {T.changeNumber}
          </Button>
        </Group>
        <TextInput
          label={T.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={PHONE_CODE_LENGTH}
          required
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, "").slice(0, PHONE_CODE_LENGTH));
            setCodeError(null);
          }}
          error={codeError}
          styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
        />
        {notice ? (
          <Alert color="teal" variant="light" icon={<IconMessageCheck size={20} />} role="status">
            {notice}
          </Alert>
        ) : null}
        {failed}
        <Button type="submit" size="md" fullWidth loading={busy === "code"}>
          {submitLabel}
        </Button>
        {secondsLeft > 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            {T.resendIn(secondsLeft)}
          </Text>
        ) : (
          <Button
            variant="subtle"
            onClick={() => void resend()}
            loading={busy === "resend"}
            w="fit-content"
            mx="auto"
          >
            {T.resend}
          </Button>
        )}
      </Stack>
    </form>
  );
}
