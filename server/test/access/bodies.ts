import { freshIp } from "./http.ts";

/** Valid bodies the matrix sends and its fixtures create objects with. */

export const PAYER = {
  client_name: "Ольга Плательщица",
  client_email: "olga@example.ru",
  currency: "RUB",
  return_url: "http://localhost/payment/result",
  agree_to_terms: true,
} as const;

export const REVIEW = {
  service_title: "Консультация",
  comment: "Всё понятно объяснили",
  rating: 5,
};

export const ARTICLE = {
  title: "Как проверить договор аренды",
  content: "<p>Сначала прочитайте раздел об ответственности сторон.</p>",
  status: "published",
};

export const COURT_EVENT = {
  title: "Заседание по делу № А40-1/2026",
  court_name: "Арбитражный суд города Москвы",
  date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
};

export const CANNED_REPLY = { title: "Запрос документов", content: "Пришлите скан паспорта." };

export const autoLawyerForm = () => ({
  title: `Автоюрист ${freshIp()}`,
  description: "Спор со страховой после ДТП",
  price_full_service: 20000,
  price_remote: 5000,
  price_full_service_from: true,
  price_remote_from: false,
  hide_full_service_price: false,
  hide_remote_price: false,
  is_active: true,
});
