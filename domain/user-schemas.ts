/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import {
  CLIENT_TYPES,
  LOGIN_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from "./users.ts";

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  full_name: z.string(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  inn: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const email = z
  .string({ error: "Введите email" })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: "Введите корректный email" }).max(254, { error: "Слишком длинный email" }),
  );

const password = z
  .string({ error: "Введите пароль" })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
  })
  .max(PASSWORD_MAX_LENGTH, { error: "Слишком длинный пароль" });

export const registerRequestSchema = z.object({
  email,
  password,
  full_name: z
    .string({ error: "Введите ФИО" })
    .trim()
    .min(1, { error: "Введите ФИО" })
    .max(200, { error: "Слишком длинное ФИО" }),
  client_type: z.enum(CLIENT_TYPES, { error: "Выберите тип клиента" }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: "Введите пароль" })
    .min(1, { error: "Введите пароль" })
    .max(PASSWORD_MAX_LENGTH),
  login_type: z.enum(LOGIN_TYPES, { error: "Выберите тип входа" }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
