import type { TrustedClient } from "../../domain/trusted-clients/trusted-client-schemas.ts";
import type { App } from "../app.ts";
import { formBody, PNG_BYTES, type UploadFile } from "./chat-fixtures.ts";
import { bearer } from "./fixtures.ts";

export const pngLogo = (name = "logo.png"): UploadFile => ({ name, bytes: PNG_BYTES });

/** A whole 1×1 PNG (the site's logo is read to its size, not only its signature). */
export const wholePng = (name = "logo.png"): UploadFile => ({
  name,
  bytes: new Uint8Array(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  ),
});

/** PUT /api/site-settings/logo as `token`: the firm's logo. */
export async function putSiteLogo(app: App, token: string, file: UploadFile = wholePng()) {
  const body = await formBody({}, [{ field: "file", file }]);
  return app.inject({
    method: "PUT",
    url: "/api/site-settings/logo",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

export const trustedClientForm = (fields: Record<string, string>, file?: UploadFile) =>
  formBody(fields, file ? [{ field: "file", file }] : []);

/** POST /api/trusted-clients as `token` (none: anonymous). */
export async function postTrustedClient(
  app: App,
  token: string | null,
  fields: Record<string, string>,
  /** null: the form without a file. */
  file: UploadFile | null = pngLogo(),
) {
  const body = await trustedClientForm(fields, file ?? undefined);
  return app.inject({
    method: "POST",
    url: "/api/trusted-clients",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

export async function addTrustedClientOk(app: App, token: string, name = "ООО «Ромашка»") {
  const response = await postTrustedClient(app, token, { name });
  if (response.statusCode !== 201) throw new Error(`add trusted client: ${response.body}`);
  return response.json() as TrustedClient;
}
