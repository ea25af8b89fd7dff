import { expect } from "vitest";
import type { BillingDocument } from "../../domain/billing/billing-schemas.ts";
import type { SiteSettings } from "../../domain/site-settings/site-settings.ts";
import type { App } from "../app.ts";
import { bearer } from "./fixtures.ts";

/** «Настройки сайта» as every page reads them. */
export const readSiteSettings = async (app: App) =>
  (await app.inject({ url: "/api/site-settings" })).json() as SiteSettings;

/** PUT /api/site-settings as `token`: the answer, whatever it is. */
export const putSiteSettings = (app: App, token: string, body: object) =>
  app.inject({ method: "PUT", url: "/api/site-settings", headers: bearer(token), payload: body });

/** The settings saved (200 expected), as the server answers them. */
export async function saveSiteSettings(app: App, token: string, body: object) {
  const response = await putSiteSettings(app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SiteSettings;
}

/** PUT /api/executor/billing-settings («Реквизиты для счетов») as `token`. */
export const putBillingSettings = (app: App, token: string, body: object) =>
  app.inject({
    method: "PUT",
    url: "/api/executor/billing-settings",
    headers: bearer(token),
    payload: body,
  });

/** The invoices and acts `token` may see (`query`: «?client_id=…», «?session_id=…»). */
export const billingDocumentsOf = async (app: App, token: string, query = "") =>
  (
    await app.inject({ url: `/api/billing/documents${query}`, headers: bearer(token) })
  ).json() as BillingDocument[];
