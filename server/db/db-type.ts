import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The query builder both engines share; modules never see which engine runs underneath. Its own
 * file so that client.ts and the raw access it builds on (raw-access*.ts) both name it without
 * importing each other.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
