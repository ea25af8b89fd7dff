import { z } from "zod";
import { PUSH_ENDPOINT_MAX_LENGTH, PUSH_TEXTS as T } from "./push.ts";

/** `bytes` as base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (bytes: number) =>
  z
    .string({ error: T.keysInvalid })
    .length(Math.ceil((bytes * 4) / 3), { error: T.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: T.keysInvalid });

const endpoint = z
  .string({ error: T.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: T.endpointInvalid })
  .regex(/^https?:\/\/[^\s]+$/, { error: T.endpointInvalid });

/** PushSubscription.toJSON() as the browser gives it: the address and the two keys. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint,
  keys: z.object(
    {
      /** An uncompressed P-256 point: 65 bytes. */
      p256dh: base64url(65),
      /** The auth secret: 16 bytes. */
      auth: base64url(16),
    },
    { error: T.keysInvalid },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({ endpoint });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

export const pushPublicKeySchema = z.object({
  /** The VAPID public key (base64url), the applicationServerKey of pushManager.subscribe(). */
  public_key: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
