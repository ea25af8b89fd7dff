import { Select, Stack, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import {
  ALL_CATEGORIES_VIEW,
  BULK_DOCUMENT_EXTENSIONS,
  CATEGORY_LABELS,
  CATEGORY_VIEWS,
  type CategoryView,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  ORGANIZATION_DOCUMENT_EXTENSIONS,
  ORGANIZATION_DOCUMENTS_PAGE_SIZE,
} from "../../../domain/corporate/corporate.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import {
  type CorporateDocument,
  corporateApi,
  type DocumentsByCategory,
} from "../../api/corporate.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { TabHeading } from "../../ui/tab-heading.tsx";
import { useCabinetView } from "./cabinet-context.ts";
import { useCorporateLocation } from "./corporate-location.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { DocumentUploader } from "./document-uploader.tsx";
import { PagedDocuments, ShownDocuments } from "./organization-document-list.tsx";
import { useOrganizationDocuments, useRefreshOwnCabinet } from "./use-corporate.ts";

/** The view's categories: one, or every one on «Все». */
const categoriesOf = (view: CategoryView): readonly DocumentCategory[] =>
  view === ALL_CATEGORIES_VIEW ? DOCUMENT_CATEGORIES : [view];

/** «Все»: every category's documents, newest first. */
function documentsOf(byCategory: DocumentsByCategory, view: CategoryView): CorporateDocument[] {
  if (view !== ALL_CATEGORIES_VIEW) return byCategory[view];
  return DOCUMENT_CATEGORIES.flatMap((category) => byCategory[category]).sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
}

/** The by-category answer holds a category's first page only: a full one may have more. */
const mayHaveMore = (byCategory: DocumentsByCategory, view: CategoryView) =>
  categoriesOf(view).some(
    (category) => byCategory[category].length >= ORGANIZATION_DOCUMENTS_PAGE_SIZE,
  );

/** A tab's count: «Договоры (12)», or «(500+)» when some first page is full. */
function countOf(byCategory: DocumentsByCategory, view: CategoryView): string {
  const count = documentsOf(byCategory, view).length;
  return mayHaveMore(byCategory, view) ? `${count}+` : String(count);
}

/** Upload into the open category; on «Все», a bulk upload into a chosen one (spec 2 §2, §5). */
function Uploader({ view }: { view: CategoryView }) {
  const refresh = useRefreshOwnCabinet();
  const [bulkCategory, setBulkCategory] = useState<DocumentCategory>("contracts");
  const bulk = view === ALL_CATEGORIES_VIEW;
  const category = bulk ? bulkCategory : view;
  return (
    <Stack gap={4}>
      <DocumentUploader
        // Remounted per tab: a pick checked against one tab's types never carries over.
        key={bulk ? "bulk" : "category"}
        label={bulk ? T.bulkUpload : T.uploadInto(CATEGORY_LABELS[view])}
        extensions={bulk ? BULK_DOCUMENT_EXTENSIONS : ORGANIZATION_DOCUMENT_EXTENSIONS}
        multiple
        send={(file, upload) => corporateApi.uploadDocument(category, file, upload, bulk)}
        onFinished={() => void refresh()}
        testId="organization-uploader"
      >
        {view === ALL_CATEGORIES_VIEW ? (
          <Select
            label={T.bulkCategory}
            data={DOCUMENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
            value={bulkCategory}
            onChange={(value) => value && setBulkCategory(value as DocumentCategory)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            w={260}
          />
        ) : null}
      </DocumentUploader>
      <Text size="xs" c="dimmed" data-testid="organization-upload-hint">
        {bulk ? T.bulkHint : T.categoryHint}
      </Text>
    </Stack>
  );
}

/**
 * «Документы организации» (spec 2 §2): category tabs with counts, upload into the open one (bulk
 * on «Все»), and the documents as a table (a card list on a phone) with open, download and delete.
 */
export function OrganizationDocsTab() {
  const { scope, readOnly } = useCabinetView();
  const { category: view, setCategory } = useCorporateLocation();
  const documents = useOrganizationDocuments(scope);
  const queryClient = useQueryClient();
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });

  const remove = async (document: CorporateDocument) => {
    await corporateApi.deleteDocument(document.id);
    await queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.corporateScope("own") });
  };

  let list: ReactNode;
  if (documents.isPending) list = <LoadingState label={T.docsLoading} />;
  else if (documents.isError) {
    list = (
      <LoadFailedAlert
        title={T.docsLoadFailed}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  } else {
    const onDelete = readOnly ? undefined : remove;
    list = mayHaveMore(documents.data, view) ? (
      <PagedDocuments scope={scope} view={view} wide={wide} onDelete={onDelete} />
    ) : (
      <ShownDocuments
        documents={documentsOf(documents.data, view)}
        view={view}
        wide={wide}
        onDelete={onDelete}
      />
    );
  }

  return (
    <Stack gap="lg">
      <TabHeading title={T.tabs["organization-docs"]} lead={readOnly ? undefined : T.docsLead} />
      <Tabs
        value={view}
        onChange={(value) => value && setCategory(value as CategoryView)}
        keepMounted={false}
        variant="pills"
        // A wide screen has room for every category; a phone scrolls them sideways (the theme).
        styles={wide ? { list: { flexWrap: "wrap", overflowX: "visible" } } : undefined}
      >
        <Tabs.List aria-label={T.categoriesLabel}>
          {CATEGORY_VIEWS.map((value) => {
            return (
              <Tabs.Tab key={value} value={value}>
                {documents.data
                  ? T.categoryTab(CATEGORY_LABELS[value], countOf(documents.data, value))
                  : CATEGORY_LABELS[value]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {CATEGORY_VIEWS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Stack gap="md">
              {readOnly ? null : <Uploader view={value} />}
              {list}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
