import type { QueryClient } from "@tanstack/react-query";
import type { ShownDocumentVersions } from "../../domain/consents/consent-schemas.ts";
import type { SiteDocuments } from "../../domain/site-documents/site-document-schemas.ts";
import { ApiError } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";

/**
 * The editions of the offer and the policy this page showed (its document dialog loaded them), to
 * send with a consent tick so the log names what the person could read. Nothing when the page
 * showed none: the server then records the current editions.
 */
export function shownDocumentVersions(client: QueryClient): ShownDocumentVersions {
  const documents = client.getQueryData<SiteDocuments>(queryKeys.siteDocuments);
  return {
    offer_version: documents?.offer_version ?? undefined,
    privacy_policy_version: documents?.privacy_policy_version ?? undefined,
  };
}

/**
 * A consent refused because a new edition appeared while the form was open (409): drop the copy
 * the page holds, so the documents open in their new edition before the person agrees again.
 */
export function forgetShownDocumentsOn(client: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 409) {
    void client.invalidateQueries({ queryKey: queryKeys.siteDocuments });
  }
}
