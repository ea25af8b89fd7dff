import { z } from "zod";
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from "./notifications.ts";

const pageError = { error: "Некорректные параметры страницы" };

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the site. */
  link: z.string().nullable(),
  session_id: z.string().nullable(),
  /** Gathered events (messages in one chat) behind this one notification. */
  count: z.number().int(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
  /** Whether an older page exists. */
  has_more: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuerySchema = z.object({
  offset: z.coerce
    .number(pageError)
    .int(pageError)
    .min(0, pageError)
    .max(10_000, pageError)
    .default(0),
  limit: z.coerce
    .number(pageError)
    .int(pageError)
    .min(1, pageError)
    .max(50, pageError)
    .default(NOTIFICATION_PAGE_SIZE),
});

export const markNotificationsReadSchema = z
  .object({
    /** Without ids: every unread notification of the person (the bell was opened). */
    ids: z
      .array(z.number().int().positive(), { error: "Некорректный список уведомлений" })
      .max(100, { error: "Не больше 100 уведомлений за раз" })
      .optional(),
  })
  .strict();
