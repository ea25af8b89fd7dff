import { createContext, useContext } from "react";
import type { SecondFactorChallenge } from "../../domain/users/second-factor-schemas.ts";
import type {
  AuthResponse,
  LoginRequest,
  RegisterRequest,
  User,
} from "../../domain/users/user-schemas.ts";

export interface AuthState {
  /** null when signed out; undefined while a stored token is being checked. */
  user: User | null | undefined;
  /** The user, or the challenge of an account with a second factor (then completeLogin). */
  login(input: LoginRequest): Promise<User | SecondFactorChallenge>;
  /** The login's second step: the challenge and a code from the app or a recovery code. */
  completeLogin(challenge: string, code: string): Promise<User>;
  register(input: RegisterRequest): Promise<User>;
  /**
   * Keeps a session another API call opened (an accepted staff invitation, issue 30 §1; a code
   * from an SMS, issue 45), with the guest chats of this browser that are the client's.
   */
  signIn(response: AuthResponse): Promise<User>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
