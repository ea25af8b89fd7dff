import type {
  ArchiveFile,
  ArchiveFolder,
  ArchiveList,
} from "../../domain/archive/archive-schemas.ts";
import type { App } from "../app.ts";
import { formBody, PDF_BYTES, type UploadFile } from "./chat-fixtures.ts";
import { bearer } from "./fixtures.ts";

/** A multipart body of POST /api/files/upload as a browser's FormData sends it. */
export const archiveForm = (file: UploadFile | null, folderId?: string | null) =>
  formBody(
    folderId === undefined ? {} : { folder_id: folderId ?? "" },
    file ? [{ field: "file", file }] : [],
  );

export const pdf = (name = "договор.pdf", bytes: UploadFile["bytes"] = PDF_BYTES): UploadFile => ({
  name,
  bytes,
  type: "application/pdf",
});

export async function uploadToArchive(
  app: App,
  token: string | null,
  file: UploadFile | null = pdf(),
  folderId?: string | null,
) {
  const body = await archiveForm(file, folderId);
  return app.inject({
    method: "POST",
    url: "/api/files/upload",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

/** Uploads and expects 201: the new file. */
export async function archivedFile(
  app: App,
  token: string,
  file: UploadFile = pdf(),
  folderId?: string | null,
): Promise<ArchiveFile> {
  const response = await uploadToArchive(app, token, file, folderId);
  if (response.statusCode !== 201)
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json() as ArchiveFile;
}

export async function createdFolder(app: App, token: string, name: string): Promise<ArchiveFolder> {
  const response = await app.inject({
    method: "POST",
    url: "/api/folders",
    headers: bearer(token),
    payload: { name },
  });
  if (response.statusCode !== 201)
    throw new Error(`folder: ${response.statusCode} ${response.body}`);
  return response.json() as ArchiveFolder;
}

export async function archiveOf(app: App, token: string): Promise<ArchiveList> {
  const response = await app.inject({ url: "/api/files", headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json() as ArchiveList;
}
