import { createContext, useContext } from "react";
import type { SignatureRequest } from "../../api/signatures.ts";

/** What a chat's files need to show their signatures (issue 45 §3), set by the signed-in chat. */
export interface SignatureView {
  sessionId: string;
  side: "client" | "executor";
  /** False where the chat is only read (the executor's view of a company's cabinet). */
  canAct: boolean;
  /** The live request (waiting or signed) of each file of the chat. */
  byFile: ReadonlyMap<string, SignatureRequest>;
  /** The certificates («Лист подписания») of the chat: they are not signed themselves. */
  certificates: ReadonlySet<string>;
  /** Opens the client's signing dialog. */
  openSigning(request: SignatureRequest): void;
}

/** Null in a guest's chat: a guest has no confirmed number, so nothing there is signed. */
export const SignatureContext = createContext<SignatureView | null>(null);

export const useSignatureView = () => useContext(SignatureContext);
