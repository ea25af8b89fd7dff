import {
  createNotificationsStore,
  Notifications,
  notificationsStore,
} from "@mantine/notifications";
import { useEffect, useState } from "react";

const POSITION = "top-right";

/** Empty: the renderer's first render, before it switches to the real store. */
const standInStore = createNotificationsStore();

/**
 * Mantine's notifications renderer (loaded with the first notification, see LazyNotifications).
 * It mounts on an empty stand-in store and then switches to the real one, so the notification
 * that caused the load slides in like any later one instead of popping up unanimated.
 */
export function NotificationsRenderer() {
  const [live, setLive] = useState(false);
  useEffect(() => {
    // What <Notifications> tells its store on mount; it told the stand-in.
    notificationsStore.updateState((state) => ({ ...state, defaultPosition: POSITION }));
    // A frame later: the portal inside mounts its content only in the render after its own.
    const frame = requestAnimationFrame(() => setLive(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Notifications position={POSITION} store={live ? notificationsStore : standInStore} />;
}
