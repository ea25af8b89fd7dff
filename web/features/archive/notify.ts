import { notifications } from "@mantine/notifications";

/** The archive's notices: green for done, red for refused (the theme names the close button). */
export function notify(kind: "ok" | "failed" | "info", message: string, title?: string) {
  notifications.show({
    color: kind === "ok" ? "green" : kind === "failed" ? "red" : "gray",
    title,
    message,
  });
}
