import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes a new SQL migration from the schema files into server/db/migrations. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
