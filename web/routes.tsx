import type { RouteObject } from "react-router";
import { Layout } from "./app/layout.tsx";
import { RouteError } from "./app/route-error.tsx";
import { RouteFallback } from "./app/route-fallback.tsx";

/**
 * Every page is its own chunk, loaded on first visit; the executor cabinet and the dashboards
 * never ship in the public bundle (the bundle budget test checks the home page's JS).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads, before the layout can render.
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        index: true,
        lazy: () => import("./app/pages/home-page.tsx").then((m) => ({ Component: m.HomePage })),
      },
      {
        path: "services",
        lazy: () =>
          import("./app/pages/services-page.tsx").then((m) => ({ Component: m.ServicesPage })),
      },
      {
        path: "about",
        lazy: () =>
          import("./features/info/about-page.tsx").then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: "order-instructions",
        lazy: () =>
          import("./features/info/order-instructions-page.tsx").then((m) => ({
            Component: m.OrderInstructionsPage,
          })),
      },
      {
        path: "contract-types",
        lazy: () =>
          import("./features/info/contract-types-page.tsx").then((m) => ({
            Component: m.ContractTypesPage,
          })),
      },
      {
        path: "lawsuit-types",
        lazy: () =>
          import("./features/info/lawsuit-types-page.tsx").then((m) => ({
            Component: m.LawsuitTypesPage,
          })),
      },
      {
        path: "auto-lawyer",
        lazy: () =>
          import("./features/auto-lawyer/auto-lawyer-page.tsx").then((m) => ({
            Component: m.AutoLawyerPage,
          })),
      },
      {
        path: "reviews",
        lazy: () =>
          import("./features/reviews/reviews-page.tsx").then((m) => ({ Component: m.ReviewsPage })),
      },
      {
        path: "articles",
        lazy: () =>
          import("./features/articles/articles-page.tsx").then((m) => ({
            Component: m.ArticlesPage,
          })),
      },
      {
        path: "articles/:id",
        lazy: () =>
          import("./features/articles/article-page.tsx").then((m) => ({
            Component: m.ArticlePage,
          })),
      },
      {
        path: "chat/:serviceId",
        lazy: () =>
          import("./features/chat/client-chat-page.tsx").then((m) => ({
            Component: m.ClientChatPage,
          })),
      },
      {
        path: "guest-chat/:sessionId",
        lazy: () =>
          import("./features/guest-chat/guest-chat-page.tsx").then((m) => ({
            Component: m.GuestChatPage,
          })),
      },
      {
        path: "login",
        lazy: () =>
          import("./features/auth/login-page.tsx").then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: "register",
        lazy: () =>
          import("./features/auth/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: "dashboard",
        lazy: () =>
          import("./features/dashboards/client-dashboard-page.tsx").then((m) => ({
            Component: m.ClientDashboardPage,
          })),
      },
      {
        path: "corporate-dashboard",
        lazy: () =>
          import("./features/dashboards/corporate-dashboard-page.tsx").then((m) => ({
            Component: m.CorporateDashboardPage,
          })),
      },
      {
        path: "executor-dashboard",
        lazy: () =>
          import("./features/executor/executor-dashboard-page.tsx").then((m) => ({
            Component: m.ExecutorDashboardPage,
          })),
      },
      {
        path: "executor",
        lazy: () =>
          import("./features/executor/executor-dashboard-page.tsx").then((m) => ({
            Component: m.ExecutorDashboardPage,
          })),
      },
      {
        path: "payment/result",
        lazy: () =>
          import("./features/payments/payment-result-page.tsx").then((m) => ({
            Component: m.PaymentResultPage,
          })),
      },
      {
        path: "*",
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
    lazy: () =>
      import("./features/payments/sandbox-payment-page.tsx").then((m) => ({
        Component: m.SandboxPaymentPage,
      })),
  },
];
