import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { retryUnlessMissing } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { type SignatureRequest, signaturesApi } from "../../api/signatures.ts";

/** How often to poll: the chat's own rule (only while its live stream is down). */
export type RefetchInterval =
  | number
  | false
  | ((query: { state: { status: string } }) => number | false);

/**
 * A chat's signature requests, refetched with every live event of the chat (its key is under
 * "chat"), with the live one of each file and the chat's certificates picked out.
 */
export function useSignatureRequests(
  sessionId: string,
  refetchInterval: RefetchInterval,
  enabled = true,
) {
  const query = useQuery({
    queryKey: queryKeys.signatureRequests(sessionId),
    queryFn: ({ signal }) => signaturesApi.list(sessionId, signal),
    retry: retryUnlessMissing,
    refetchInterval,
    enabled,
  });
  const derived = useMemo(() => {
    const byFile = new Map<string, SignatureRequest>();
    const certificates = new Set<string>();
    for (const request of query.data ?? []) {
      if (request.status !== "cancelled") byFile.set(request.file_id, request);
      if (request.certificate_file_id) certificates.add(request.certificate_file_id);
    }
    const pending = (query.data ?? []).filter((request) => request.status === "pending");
    return { byFile, certificates, pending };
  }, [query.data]);
  return { query, ...derived };
}
