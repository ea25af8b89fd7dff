import { type ReactNode, useMemo, useState } from "react";
import { SIGNATURE_UI_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import type { SignatureRequest } from "../../api/signatures.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { PendingSignatures } from "./pending-signatures.tsx";
import { SignDialog } from "./sign-dialog.tsx";
import { SignatureContext, type SignatureView } from "./signature-context.ts";
import { type RefetchInterval, useSignatureRequests } from "./use-signature-requests.ts";

interface SignatureProviderProps {
  sessionId: string;
  side: "client" | "executor";
  canAct: boolean;
  /** False for a guest's chat: a guest has no confirmed number, nothing there is signed. */
  enabled: boolean;
  refetchInterval: RefetchInterval;
  children: ReactNode;
}

/**
 * Signing in the chat (issue 45 §3): the chat's requests for its files, the client's list of what
 * waits for their signature above the messages, and the one signing dialog.
 */
export function SignatureProvider({
  sessionId,
  side,
  canAct,
  enabled,
  refetchInterval,
  children,
}: SignatureProviderProps) {
  const { query, byFile, certificates, pending } = useSignatureRequests(
    sessionId,
    refetchInterval,
    enabled,
  );
  const [signing, setSigning] = useState<SignatureRequest | null>(null);
  const view = useMemo<SignatureView>(
    () => ({ sessionId, side, canAct, byFile, certificates, openSigning: setSigning }),
    [sessionId, side, canAct, byFile, certificates],
  );
  if (!enabled) return children;
  return (
    <SignatureContext value={view}>
      {query.isError ? (
        // The chat itself still works; only what waits for a signature could not be read.
        <LoadFailedAlert
          title={T.listFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {side === "client" && canAct && pending.length > 0 ? (
        <PendingSignatures requests={pending} onSign={setSigning} />
      ) : null}
      {children}
      <SignDialog request={signing} onClose={() => setSigning(null)} />
    </SignatureContext>
  );
}
