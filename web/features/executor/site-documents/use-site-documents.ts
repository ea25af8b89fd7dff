import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteDocumentKey } from "../../../../domain/site-documents/site-documents.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { type SiteDocumentVersionContent, siteContentApi } from "../../../api/site-content.ts";

/** A document's history, newest first (its first entry is the current version). */
export function useDocumentVersions(key: SiteDocumentKey) {
  return useQuery({
    queryKey: cabinetQueryKeys.siteDocumentVersions(key),
    queryFn: ({ signal }) => siteContentApi.versions(key, signal),
  });
}

/** One version's text; a saved version never changes, so it is read once. */
export function useDocumentVersion(key: SiteDocumentKey, version: number | null) {
  return useQuery({
    queryKey: cabinetQueryKeys.siteDocumentVersion(key, version ?? 0),
    queryFn: ({ signal }) => siteContentApi.version(key, version ?? 0, signal),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves a new version; the history and the public documents are read again afterwards. */
export function useSaveDocument(key: SiteDocumentKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, baseVersion }: { content: string; baseVersion: number }) =>
      siteContentApi.saveDocument({ document_type: key, content, base_version: baseVersion }),
    onSuccess: async (saved: SiteDocumentVersionContent) => {
      client.setQueryData(cabinetQueryKeys.siteDocumentVersion(key, saved.version), saved);
      await Promise.all([
        client.invalidateQueries({
          queryKey: cabinetQueryKeys.siteDocumentVersions(key),
          exact: true,
        }),
        client.invalidateQueries({ queryKey: queryKeys.siteDocuments }),
      ]);
    },
  });
}
