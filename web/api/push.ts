import type { PushPublicKey, PushSubscriptionRequest } from "../../domain/push/push-schemas.ts";
import { apiFetch } from "./client.ts";

/** Web Push on the staff's browsers (issue 47 §4). */
export const pushApi = {
  publicKey: () => apiFetch<PushPublicKey>("/push/public-key"),
  subscribe: (body: PushSubscriptionRequest) =>
    apiFetch<null>("/push/subscriptions", { method: "POST", body }),
  unsubscribe: (endpoint: string) =>
    apiFetch<null>("/push/subscriptions", { method: "DELETE", body: { endpoint } }),
};
