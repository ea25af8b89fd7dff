import { useQuery } from "@tanstack/react-query";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { documentTemplatesApi } from "../../../api/document-templates.ts";

/** The firm's templates, newest first. */
export const useDocumentTemplates = () =>
  useQuery({
    queryKey: cabinetQueryKeys.documentTemplates,
    queryFn: ({ signal }) => documentTemplatesApi.list(signal),
  });
