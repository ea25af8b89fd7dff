export const ROLES = ["client", "executor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const CLIENT_TYPES = ["individual", "corporate"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const LOGIN_TYPES = ["individual", "corporate", "executor"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  individual: "Физическое лицо",
  corporate: "ИП / Юридическое лицо",
};

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hash request cannot be used to burn CPU with megabyte passwords. */
export const PASSWORD_MAX_LENGTH = 256;

/** An admin can do everything an executor can (issue 2). */
export function isExecutorRole(role: Role): boolean {
  return role === "executor" || role === "admin";
}

/** Which login type an account must use: the type picker on /login must match the account. */
export function loginTypeOf(user: { role: Role; client_type: ClientType | null }): LoginType {
  if (isExecutorRole(user.role)) return "executor";
  return user.client_type === "corporate" ? "corporate" : "individual";
}

/** Where a user lands after login or registration (spec 1 §2). */
export function homePathOf(user: { role: Role; client_type: ClientType | null }): string {
  const type = loginTypeOf(user);
  if (type === "executor") return "/executor-dashboard";
  if (type === "corporate") return "/corporate-dashboard";
  return "/dashboard";
}
