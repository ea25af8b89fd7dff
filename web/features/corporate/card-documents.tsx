import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { CARD_DOCUMENT_EXTENSIONS } from "../../../domain/corporate/corporate.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { type CompanyProfile, type CorporateDocument, corporateApi } from "../../api/corporate.ts";
import { EmptyState } from "../../ui/list-states.tsx";
import { useCabinetView } from "./cabinet-context.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";
import { DocumentList } from "./document-list.tsx";
import { DocumentUploader } from "./document-uploader.tsx";
import { useRefreshOwnCabinet } from "./use-corporate.ts";

/** The company card's documents (spec 2 §2): upload, list, open, download, delete. */
export function CardDocuments({ profile }: { profile: CompanyProfile | null }) {
  const { readOnly } = useCabinetView();
  const queryClient = useQueryClient();
  const refresh = useRefreshOwnCabinet();
  const documents = profile?.documents ?? [];

  const remove = async (document: CorporateDocument) => {
    await corporateApi.deleteCardDocument(document.id);
    await queryClient.invalidateQueries({ queryKey: cabinetQueryKeys.corporateProfile("own") });
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="card-documents">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id="card-documents">
            {T.cardDocuments}
          </Title>
          {readOnly ? null : (
            <Text size="sm" c="dimmed">
              {profile ? T.cardDocumentsLead : T.cardDocumentsNeedCard}
            </Text>
          )}
        </Stack>
        {!readOnly && profile ? (
          <DocumentUploader
            label={T.uploadDocument}
            extensions={CARD_DOCUMENT_EXTENSIONS}
            multiple={false}
            send={(file, upload) => corporateApi.uploadCardDocument(file, upload)}
            onFinished={() => void refresh()}
            testId="card-uploader"
          />
        ) : null}
        {documents.length === 0 ? (
          <EmptyState testId="card-documents-empty">{T.noCardDocuments}</EmptyState>
        ) : (
          <DocumentList
            label={T.cardDocuments}
            documents={documents}
            onDelete={readOnly ? undefined : remove}
            testId="card-document"
          />
        )}
      </Stack>
    </Paper>
  );
}
