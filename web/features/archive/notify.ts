import { notifications } from "@mantine/notifications";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";

/** The archive's notices: green for done, red for refused; the close button has a name. */
export function notify(kind: "ok" | "failed" | "info", message: string, title?: string) {
  notifications.show({
    color: kind === "ok" ? "green" : kind === "failed" ? "red" : "gray",
    title,
    message,
    closeButtonProps: { "aria-label": T.closeNotice },
  });
}
