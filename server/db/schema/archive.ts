import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A user's archive folders (spec 2 «Архив», spec 3 «Files»). The id is made by the server: a
 * random UUID for a folder a user creates, or the fixed key (`lawsuits`, `petitions`...) of the
 * executor's five fixed folders (domain/archive/). Ids are unique per owner, and a file names its
 * folder together with its owner, so the database itself refuses a file in someone else's folder.
 */
export const archiveFolders = pgTable(
  "archive_folders",
  {
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    /** A fixed folder (executors): it cannot be renamed or deleted. */
    isFixed: boolean("is_fixed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.id] })],
);

/** Bytes live in file storage under `storage_key`, never in the database. */
export const archiveFiles = pgTable(
  "archive_files",
  {
    id: text("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: a loose file («Файлы без папки»). */
    folderId: text("folder_id"),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("archive_files_owner_idx").on(table.ownerId, table.folderId),
    index("archive_files_storage_key_idx").on(table.storageKey),
    foreignKey({
      name: "archive_files_folder_fk",
      columns: [table.ownerId, table.folderId],
      foreignColumns: [archiveFolders.ownerId, archiveFolders.id],
    }).onDelete("cascade"),
  ],
);
