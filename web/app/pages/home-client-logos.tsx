import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { TrustedClient } from "../../api/trusted-clients.ts";
import { lazyNamed } from "../../ui/lazy-mount.tsx";

/** The strip's own chunk: a site without trusted clients never downloads it. */
const HomeClientStrip = lazyNamed(() => import("./home-client-strip.tsx"), "HomeClientStrip");

/**
 * «Нам доверяют»: the clients the operator named in «Настройки сайта» (issue 28 §2). Hidden while
 * there are none: a site never shows invented clients.
 */
export function HomeClientLogos() {
  // The one read the home page needs (the cabinet's calls stay out of its bundle, which sits at
  // its budget); the app's default freshness is enough for a list that changes a few times a year.
  const items = useQuery({
    queryKey: queryKeys.trustedClients,
    queryFn: () => apiFetch<{ items: TrustedClient[] }>("/trusted-clients"),
  }).data?.items;
  if (!items?.length) return null;
  return (
    <Suspense fallback={null}>
      <HomeClientStrip items={items} />
    </Suspense>
  );
}
