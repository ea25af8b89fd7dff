import type { SmsSender } from "./sms-sender.ts";

export interface SmsRuOptions {
  /** The account's api_id (SMS_RU_API_ID). */
  apiId: string;
  /** An approved sender name (SMS_SENDER); the gateway's default without one. */
  sender?: string;
  /** https://sms.ru, or a local server speaking the same API in tests (SMS_RU_API_URL). */
  baseUrl: string;
  /** How long one call may take before it counts as failed (and is retried by the outbox). */
  timeoutMs?: number;
}

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<
    string,
    { status?: string; status_code?: number; status_text?: string; sms_id?: string }
  >;
}

/**
 * SMS.ru's HTTP API (https://sms.ru/api/send): `POST /sms/send` with `api_id`, `to` (digits),
 * `msg`, `from` and `json=1`, form-encoded. The answer is OK only when both the request and the
 * number's own entry say status "OK" (code 100); anything else rejects with the gateway's own
 * text, which the outbox keeps as the last error (it never holds the SMS's text).
 */
export function smsRuSender(options: SmsRuOptions): SmsSender {
  const endpoint = new URL("/sms/send", options.baseUrl);
  return {
    description: `SMS.ru (${endpoint.host})`,
    async send(sms) {
      const digits = sms.to.replace(/\D/g, "");
      const form = new URLSearchParams({
        api_id: options.apiId,
        to: digits,
        msg: sms.text,
        json: "1",
      });
      if (options.sender) form.set("from", options.sender);
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS.ru ответил HTTP ${response.status}`);
      const answer = (await response.json()) as SmsRuAnswer;
      if (answer.status !== "OK") {
        throw new Error(`SMS.ru: ${answer.status_code ?? "?"} ${answer.status_text ?? ""}`.trim());
      }
      const entry = answer.sms?.[digits];
      if (entry?.status !== "OK" || !entry.sms_id) {
        throw new Error(
          `SMS.ru: ${entry?.status_code ?? "?"} ${entry?.status_text ?? "нет ответа по номеру"}`.trim(),
        );
      }
      return entry.sms_id;
    },
  };
}
