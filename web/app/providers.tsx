import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryKeys } from "../api/query-keys.ts";
import { AuthProvider } from "./auth-provider.tsx";
import { LazyNotifications } from "./lazy-notifications.tsx";
import { ThemeProvider } from "./theme-provider.tsx";

/**
 * The browser's one query cache (main.tsx seeds it with the page's own answers before the first
 * render). The server renders each page with a cache of its own (web/entry-server.tsx).
 */
export const createQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Lists fail quietly and retry (spec 1 §8 «silent retries»): 2 retries, 1–2 s apart.
        retry: 2,
        retryDelay: (attempt) => Math.min(1000 * (attempt + 1), 2000),
      },
    },
  });
  // The back office's lists are read by several tabs and changed by each other's writes (a
  // service deleted in «Автоюрист» is one of «Услуги», every write is in «Журнал изменений»): a
  // tab shows the server's state each time it opens instead of a copy up to 30 s old.
  client.setQueryDefaults(queryKeys.backOffice, { staleTime: 0 });
  return client;
};

export const queryClient = createQueryClient();

export function Providers({
  children,
  client = queryClient,
  mantineStylesInHead = false,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The page's head carries Mantine's styles already (web/app/theme-provider.tsx). */
  mantineStylesInHead?: boolean;
}) {
  return (
    <ThemeProvider stylesInHead={mantineStylesInHead}>
      <LazyNotifications />
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
