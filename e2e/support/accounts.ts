export { DEMO_ACCOUNTS } from "../../server/db/seed/demo-accounts.ts";

/** The operator account the e2e app is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: "operator@e2e.test",
  password: "operator-password",
} as const;
/** ADMIN_PHONE of the e2e app: the operator's number, confirmed by the configuration. */
export const E2E_ADMIN_PHONE = "+79990000099";
