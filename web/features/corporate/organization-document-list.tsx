import { Stack } from "@mantine/core";
import {
  ALL_CATEGORIES_VIEW,
  CATEGORY_LABELS,
  type CategoryView,
  ORGANIZATION_DOCUMENTS_PAGE_SIZE,
} from "../../../domain/corporate/corporate.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { type CabinetScope, type CorporateDocument, corporateApi } from "../../api/corporate.ts";
import { itemsOfPages, useOffsetPages } from "../../lib/offset-pages.ts";
import { EmptyState } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ShowMoreButton } from "../../ui/show-more-button.tsx";
import { scopeKey } from "./corporate-location.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { DocumentList } from "./document-list.tsx";
import { DocumentTable } from "./document-table.tsx";

const labelOf = (document: CorporateDocument) =>
  document.category ? CATEGORY_LABELS[document.category] : null;

interface ShownDocumentsProps {
  documents: CorporateDocument[];
  view: CategoryView;
  /** A table on a wide screen, a card list on a phone. */
  wide: boolean;
  onDelete?(document: CorporateDocument): Promise<void>;
}

/** One view's documents, or its empty state; on «Все» each row names its category. */
export function ShownDocuments({ documents, view, wide, onDelete }: ShownDocumentsProps) {
  const categoryOf = view === ALL_CATEGORIES_VIEW ? labelOf : undefined;
  if (documents.length === 0) {
    return (
      <EmptyState testId="organization-documents-empty">
        {view === ALL_CATEGORIES_VIEW ? T.noDocuments : T.noDocumentsInCategory}
      </EmptyState>
    );
  }
  return wide ? (
    <DocumentTable documents={documents} categoryOf={categoryOf} onDelete={onDelete} />
  ) : (
    <DocumentList
      label={T.tableLabel}
      documents={documents}
      categoryOf={categoryOf}
      onDelete={onDelete}
      testId="organization-document"
    />
  );
}

/**
 * A view with more documents than the by-category answer holds (a category's first page is full):
 * read from …/documents/all page by page instead, with «Показать ещё», so none is left out.
 */
export function PagedDocuments(
  props: Omit<ShownDocumentsProps, "documents"> & { scope: CabinetScope },
) {
  const { scope, view } = props;
  const category = view === ALL_CATEGORIES_VIEW ? null : view;
  const pages = useOffsetPages({
    queryKey: cabinetQueryKeys.corporateDocumentPages(scopeKey(scope), view),
    pageSize: ORGANIZATION_DOCUMENTS_PAGE_SIZE,
    fetchPage: (offset, signal) => corporateApi.documentPage(scope, category, offset, signal),
  });
  if (pages.isPending) return <LoadingState label={T.docsLoading} />;
  if (!pages.data) {
    return (
      <LoadFailedAlert
        title={T.docsLoadFailed}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <ShownDocuments {...props} documents={itemsOfPages(pages.data.pages)} />
      <ShowMoreButton pages={pages} />
    </Stack>
  );
}
