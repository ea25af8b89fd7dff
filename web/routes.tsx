import type { RouteObject } from "react-router";
import type { PageMetaKey } from "../domain/site-pages/page-meta.ts";
import { Layout } from "./app/layout.tsx";
import { RouteError } from "./app/route-error.tsx";
import { RouteFallback } from "./app/route-fallback.tsx";
import { pageMeta } from "./ui/page-meta.tsx";

/**
 * Every page is its own chunk, loaded on first visit; the executor cabinet and the dashboards
 * never ship in the public bundle (the bundle budget test checks the home page's JS). Each names
 * its title and description (`handle`), which the layout renders; the article page names its own.
 */
/**
 * A page's handle: its title and description, and `module`, its lazy import's file, by which the
 * server finds the page's chunks in the build's manifest (domain/site-pages/site-routes.test.ts
 * keeps the two equal). A page the server renders (web/entry-server.tsx) gets its chunks' styles
 * linked, so its HTML is drawn styled; a page the browser draws gets its chunks preloaded beside
 * the entry, so they do not wait for the entry to run (server/http/page-render.ts).
 */
const pageModule = (module: string, page?: PageMetaKey) => ({
  ...(page ? pageMeta(page) : {}),
  module,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // main.tsx mounts once the first page's code is loaded (the HTML shell shows until then), so
    // this is only a safety net should the router render before that.
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        index: true,
        handle: pageModule("app/pages/home-page.tsx", "home"),
        lazy: () => import("./app/pages/home-page.tsx").then((m) => ({ Component: m.HomePage })),
      },
      {
        path: "services",
        handle: pageModule("app/pages/services-page.tsx", "services"),
        lazy: () =>
          import("./app/pages/services-page.tsx").then((m) => ({ Component: m.ServicesPage })),
      },
      {
        // Names itself once its service is read (service-page.tsx), as an article does.
        path: "services/:id",
        handle: pageModule("features/catalogue/service-page.tsx"),
        lazy: () =>
          import("./features/catalogue/service-page.tsx").then((m) => ({
            Component: m.ServicePage,
          })),
      },
      {
        path: "about",
        handle: pageModule("features/info/about-page.tsx", "about"),
        lazy: () =>
          import("./features/info/about-page.tsx").then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: "order-instructions",
        handle: pageModule("features/info/order-instructions-page.tsx", "orderInstructions"),
        lazy: () =>
          import("./features/info/order-instructions-page.tsx").then((m) => ({
            Component: m.OrderInstructionsPage,
          })),
      },
      {
        path: "contract-types",
        handle: pageModule("features/info/contract-types-page.tsx", "contractTypes"),
        lazy: () =>
          import("./features/info/contract-types-page.tsx").then((m) => ({
            Component: m.ContractTypesPage,
          })),
      },
      {
        path: "lawsuit-types",
        handle: pageModule("features/info/lawsuit-types-page.tsx", "lawsuitTypes"),
        lazy: () =>
          import("./features/info/lawsuit-types-page.tsx").then((m) => ({
            Component: m.LawsuitTypesPage,
          })),
      },
      {
        path: "auto-lawyer",
        handle: pageModule("features/auto-lawyer/auto-lawyer-page.tsx", "autoLawyer"),
        lazy: () =>
          import("./features/auto-lawyer/auto-lawyer-page.tsx").then((m) => ({
            Component: m.AutoLawyerPage,
          })),
      },
      {
        path: "reviews",
        handle: pageModule("features/reviews/reviews-page.tsx", "reviews"),
        lazy: () =>
          import("./features/reviews/reviews-page.tsx").then((m) => ({ Component: m.ReviewsPage })),
      },
      {
        path: "articles",
        handle: pageModule("features/articles/articles-page.tsx", "articles"),
        lazy: () =>
          import("./features/articles/articles-page.tsx").then((m) => ({
            Component: m.ArticlesPage,
          })),
      },
      {
        path: "articles/:id",
        handle: pageModule("features/articles/article-page.tsx"),
        lazy: () =>
          import("./features/articles/article-page.tsx").then((m) => ({
            Component: m.ArticlePage,
          })),
      },
      {
        path: "chat/:serviceId",
        handle: pageModule("features/chat/client-chat-page.tsx", "chat"),
        lazy: () =>
          import("./features/chat/client-chat-page.tsx").then((m) => ({
            Component: m.ClientChatPage,
          })),
      },
      {
        path: "guest-chat/:sessionId",
        handle: pageModule("features/guest-chat/guest-chat-page.tsx", "chat"),
        lazy: () =>
          import("./features/guest-chat/guest-chat-page.tsx").then((m) => ({
            Component: m.GuestChatPage,
          })),
      },
      {
        path: "login",
        handle: pageModule("features/auth/login-page.tsx", "login"),
        lazy: () =>
          import("./features/auth/login-page.tsx").then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Where a sign-in with Yandex ID comes back to (#code=…): the code is exchanged there.
        path: "login/complete",
        handle: pageModule("features/auth/login-complete-page.tsx", "loginComplete"),
        lazy: () =>
          import("./features/auth/login-complete-page.tsx").then((m) => ({
            Component: m.LoginCompletePage,
          })),
      },
      {
        path: "password-reset",
        handle: pageModule(
          "features/password-reset/password-reset-request-page.tsx",
          "passwordReset",
        ),
        lazy: () =>
          import("./features/password-reset/password-reset-request-page.tsx").then((m) => ({
            Component: m.PasswordResetRequestPage,
          })),
      },
      {
        path: "password-reset/confirm",
        handle: pageModule(
          "features/password-reset/password-reset-confirm-page.tsx",
          "passwordResetConfirm",
        ),
        lazy: () =>
          import("./features/password-reset/password-reset-confirm-page.tsx").then((m) => ({
            Component: m.PasswordResetConfirmPage,
          })),
      },
      {
        path: "staff/invite",
        handle: pageModule("features/staff-invite/staff-invite-page.tsx", "staffInvite"),
        lazy: () =>
          import("./features/staff-invite/staff-invite-page.tsx").then((m) => ({
            Component: m.StaffInvitePage,
          })),
      },
      {
        path: "email-change/confirm",
        handle: pageModule(
          "features/email-change/email-change-confirm-page.tsx",
          "emailChangeConfirm",
        ),
        lazy: () =>
          import("./features/email-change/email-change-confirm-page.tsx").then((m) => ({
            Component: m.EmailChangeConfirmPage,
          })),
      },
      {
        path: "unsubscribe",
        handle: pageModule("features/mail/unsubscribe-page.tsx", "unsubscribe"),
        lazy: () =>
          import("./features/mail/unsubscribe-page.tsx").then((m) => ({
            Component: m.UnsubscribePage,
          })),
      },
      {
        path: "register",
        handle: pageModule("features/auth/register-page.tsx", "register"),
        lazy: () =>
          import("./features/auth/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: "dashboard",
        handle: pageModule("features/dashboards/client-dashboard-page.tsx", "dashboard"),
        lazy: () =>
          import("./features/dashboards/client-dashboard-page.tsx").then((m) => ({
            Component: m.ClientDashboardPage,
          })),
      },
      {
        path: "corporate-dashboard",
        handle: pageModule("features/corporate/corporate-dashboard-page.tsx", "dashboard"),
        lazy: () =>
          import("./features/corporate/corporate-dashboard-page.tsx").then((m) => ({
            Component: m.CorporateDashboardPage,
          })),
      },
      {
        path: "executor-dashboard",
        handle: pageModule("features/executor/executor-dashboard-page.tsx", "executor"),
        lazy: () =>
          import("./features/executor/executor-dashboard-page.tsx").then((m) => ({
            Component: m.ExecutorDashboardPage,
          })),
      },
      {
        path: "executor",
        handle: pageModule("features/executor/executor-dashboard-page.tsx", "executor"),
        lazy: () =>
          import("./features/executor/executor-dashboard-page.tsx").then((m) => ({
            Component: m.ExecutorDashboardPage,
          })),
      },
      {
        // A booked consultation (issue 48): names itself, as a service's page does.
        path: "bookings/:id",
        handle: pageModule("features/booking/booking-page.tsx"),
        lazy: () =>
          import("./features/booking/booking-page.tsx").then((m) => ({
            Component: m.BookingPage,
          })),
      },
      {
        path: "payment/result",
        handle: pageModule("features/payments/payment-result-page.tsx", "paymentResult"),
        lazy: () =>
          import("./features/payments/payment-result-page.tsx").then((m) => ({
            Component: m.PaymentResultPage,
          })),
      },
      {
        path: "*",
        handle: pageModule("app/not-found-page.tsx", "notFound"),
        lazy: () => import("./app/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    // The test provider's checkout stands apart from the site, as a real provider's page does:
    // no header, footer or floating helpers.
    path: "payment/sandbox/:id",
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    handle: pageModule("features/payments/sandbox-payment-page.tsx", "sandboxPayment"),
    lazy: () =>
      import("./features/payments/sandbox-payment-page.tsx").then((m) => ({
        Component: m.SandboxPaymentPage,
      })),
  },
];
