import { useCallback, useEffect, useState } from "react";
import type { PushSubscriptionRequest } from "../../../../domain/push/push-schemas.ts";
import { pushApi } from "../../../api/push.ts";

/** The cabinet's service worker: shows pushes, opens a tapped one's chat (web/public). */
const WORKER_URL = "/push-worker.js";

export type PushState =
  | { status: "checking" }
  | { status: "unsupported" }
  | { status: "off" }
  | { status: "on" };

/** Why turning pushes on did not work, for the section to say. */
export class PushRefused extends Error {
  constructor(readonly reason: "denied" | "failed") {
    super(reason);
  }
}

const supported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The server's VAPID key (base64url) as pushManager.subscribe() takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const bodyOf = (subscription: PushSubscription) =>
  subscription.toJSON() as unknown as PushSubscriptionRequest;

/**
 * Web Push on this browser (issue 47 §4): whether it is on, and turning it on and off. The
 * browser is the truth of "on": a subscription it still holds is sent to the server again as the
 * section opens, so a browser the server dropped, or one another account used, is this account's
 * again.
 */
export function usePushOnThisDevice() {
  const [state, setState] = useState<PushState>({ status: "checking" });

  useEffect(() => {
    if (!supported()) {
      setState({ status: "unsupported" });
      return;
    }
    let cancelled = false;
    (async () => {
      const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription && Notification.permission === "granted") {
        await pushApi.subscribe(bodyOf(subscription));
        if (!cancelled) setState({ status: "on" });
      } else if (!cancelled) setState({ status: "off" });
    })().catch(() => {
      if (!cancelled) setState({ status: "off" });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const enable = useCallback(async () => {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") throw new PushRefused("denied");
    const registration = await navigator.serviceWorker.register(WORKER_URL);
    await navigator.serviceWorker.ready;
    const { public_key } = await pushApi.publicKey();
    let subscription: PushSubscription;
    try {
      subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(public_key),
        }));
    } catch {
      throw new PushRefused("failed");
    }
    await pushApi.subscribe(bodyOf(subscription));
    setState({ status: "on" });
  }, []);

  const disable = useCallback(async () => {
    const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await pushApi.unsubscribe(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState({ status: "off" });
  }, []);

  return { state, enable, disable };
}
