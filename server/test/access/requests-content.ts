import type { BusinessTariff } from "../../../domain/tariffs/tariff-schemas.ts";
import { serviceForm } from "../catalogue-fixtures.ts";
import { ARTICLE, autoLawyerForm, CANNED_REPLY, COURT_EVENT, REVIEW } from "./bodies.ts";
import type { Requests } from "./call.ts";
import * as fresh from "./fresh.ts";
import { okJson } from "./http.ts";

/** The order of a list as the editor saves it: every item once, in its current place. */
async function currentOrder(w: Parameters<Requests[string]>[0], url: string) {
  const list = await okJson<{ id: number }[]>(w.app, "GET", url, w.accounts.executor.token);
  return { services: list.map((item, index) => ({ service_id: item.id, sort_order: index })) };
}

/** The catalogue, reviews, articles, the site's own content and the executor's working notes. */
export const CONTENT_REQUESTS: Requests = {
  // The first part is there whether the sitemap is split or not.
  "GET /sitemap-{part}.xml": () => ({ params: { part: 1 } }),
  "POST /api/services": () => ({ payload: serviceForm() }),
  "GET /api/services/{id}": (w) => ({ params: { id: w.service } }),
  "PUT /api/services/{id}": (w) => ({ params: { id: w.service }, payload: serviceForm() }),
  "DELETE /api/services/{id}": async (w) => ({ params: { id: await fresh.service(w) } }),
  "GET /api/services/{id}/recommendations": (w) => ({ params: { id: w.service } }),
  "GET /api/services/{id}/intake": (w) => ({ params: { id: w.service } }),
  "PUT /api/executor/services/{id}/intake": (w) => ({
    params: { id: w.service },
    payload: { fields: [] },
  }),
  "POST /api/services/{id}/recommendations": async (w) => ({
    params: { id: await fresh.service(w) },
    payload: { recommended_service_ids: [w.service] },
  }),
  "DELETE /api/services/{id}/recommendations/{recommended_id}": async (w) => {
    const id = await fresh.service(w);
    await okJson(w.app, "POST", `/api/services/${id}/recommendations`, w.accounts.executor.token, {
      recommended_service_ids: [w.service],
    });
    return { params: { id, recommended_id: w.service } };
  },
  "PUT /api/executor/services/order": async (w) => ({
    payload: await currentOrder(w, "/api/executor/services"),
  }),
  "POST /api/executor/auto-lawyer/services": () => ({ payload: autoLawyerForm() }),
  "PUT /api/executor/auto-lawyer/services/order": async (w) => ({
    payload: await currentOrder(w, "/api/executor/auto-lawyer/services"),
  }),
  "PUT /api/executor/auto-lawyer/services/{id}": (w) => ({
    params: { id: w.autoLawyerService },
    payload: autoLawyerForm(),
  }),
  "DELETE /api/executor/auto-lawyer/services/{id}": async (w) => ({
    params: { id: await fresh.autoLawyerService(w) },
  }),

  "POST /api/reviews": () => ({ payload: REVIEW }),
  "PUT /api/reviews/{id}/edit": (w) => ({
    params: { id: w.review },
    payload: {
      ...REVIEW,
      client_name: "Клиент Первый",
      executor_reply: "Спасибо!",
      created_at: new Date(Date.now() - 60_000).toISOString(),
    },
  }),
  "PUT /api/reviews/{id}/approve": async (w) => ({ params: { id: await fresh.reviewOfA(w) } }),
  "PUT /api/reviews/{id}/reject": async (w) => ({ params: { id: await fresh.reviewOfA(w) } }),
  "PUT /api/reviews/{id}/pending": async (w) => ({
    params: { id: await fresh.reviewOfA(w, "approved") },
  }),
  "DELETE /api/reviews/{id}": async (w) => ({ params: { id: await fresh.reviewOfA(w) } }),

  "POST /api/articles": () => ({ payload: ARTICLE }),
  "GET /api/articles/{id}": (w) => ({ params: { id: w.article } }),
  "PUT /api/articles/{id}": (w) => ({ params: { id: w.article }, payload: ARTICLE }),
  "DELETE /api/articles/{id}": async (w) => ({ params: { id: await fresh.article(w) } }),
  "GET /api/executor/articles/{id}": (w) => ({ params: { id: w.article } }),

  "PUT /api/site-documents": () => ({
    payload: { document_type: "offer", content: "Публичная оферта (редакция для проверки)." },
  }),
  "GET /api/site-documents/{document_type}/versions": () => ({
    params: { document_type: "offer" },
  }),
  "GET /api/site-documents/{document_type}/versions/{version}": () => ({
    params: { document_type: "offer", version: 1 },
  }),
  // Saved unchanged, with the caller's own password (the administrator's is asked again).
  "PUT /api/executor/payment-settings": (w, actor) => ({
    payload: {
      provider: "sandbox",
      current_password: actor === "anonymous" ? "x" : w.accounts[actor].password,
    },
  }),
  "GET /api/executor/receipt-settings": () => ({}),
  "PUT /api/executor/billing-settings": () => ({ payload: { vat_line: "Без НДС" } }),
  "PUT /api/executor/receipt-settings": () => ({
    payload: { enabled: true, tax_system_code: null, vat_code: 1 },
  }),
  "PUT /api/site-settings": async (w) => ({
    payload: await okJson(w.app, "GET", "/api/site-settings", null),
  }),
  "PUT /api/executor/business-tariffs/{key}": async (w) => {
    const tariffs = await okJson<BusinessTariff[]>(w.app, "GET", "/api/business-tariffs", null);
    const { id, sort_order: _order, description: _description, ...form } = tariffs[0]!;
    return { params: { key: id }, payload: form };
  },
  "POST /api/analytics/track": () => ({
    payload: { event_type: "page_view", page_url: "/services", session_id: "matrix-visitor" },
  }),

  "GET /api/analytics/daily-stats": () => ({ query: { days: "7" } }),
  "GET /api/search": () => ({ query: { q: "договор" } }),
  "GET /api/analytics/funnel": () => ({ query: { days: "7" } }),

  "POST /api/executor/court-events": () => ({ payload: COURT_EVENT }),
  "PUT /api/executor/court-events/{id}": (w) => ({
    params: { id: w.courtEvent },
    payload: { is_completed: false },
  }),
  "DELETE /api/executor/court-events/{id}": async (w) => ({
    params: { id: await fresh.courtEvent(w) },
  }),
  "GET /api/court-events/feed/{token}": (w) => ({ params: { token: w.feedToken } }),
  "POST /api/canned-replies": () => ({ payload: CANNED_REPLY }),
  "PUT /api/canned-replies/{id}": (w) => ({ params: { id: w.cannedReply }, payload: CANNED_REPLY }),
  "DELETE /api/canned-replies/{id}": async (w) => ({
    params: { id: await fresh.cannedReply(w) },
  }),
  "POST /api/push/subscriptions": () => ({ payload: PUSH_SUBSCRIPTION }),
  "DELETE /api/push/subscriptions": () => ({ payload: { endpoint: PUSH_SUBSCRIPTION.endpoint } }),
  // A forged update: without the bot's secret, whoever sends it.
  "POST /api/telegram/webhook": () => ({
    payload: { update_id: 1 },
    headers: { "x-telegram-bot-api-secret-token": "forged" },
  }),
  // Turns the matrix's bot off: called last, alone (access-matrix.test.ts).
  "PUT /api/executor/telegram-bot": () => ({ payload: { token: null } }),
  "PUT /api/telegram/alerts": () => ({ payload: { alerts: { client_message: true } } }),
};

/** A browser's subscription as Chrome gives it (FCM's address, keys of the right lengths). */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://fcm.googleapis.com/fcm/send/access-matrix-browser",
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
};
