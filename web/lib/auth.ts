import { createContext, useContext } from "react";
import type { LoginRequest, RegisterRequest, User } from "../../domain/users/user-schemas.ts";

export interface AuthState {
  /** null when signed out; undefined while a stored token is being checked. */
  user: User | null | undefined;
  login(input: LoginRequest): Promise<User>;
  register(input: RegisterRequest): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
