import { useCallback } from "react";
import { useSearchParams } from "react-router";
import {
  ALL_CATEGORIES_VIEW,
  CATEGORY_VIEWS,
  type CategoryView,
} from "../../../domain/corporate/corporate.ts";
import type { CabinetScope } from "../../api/corporate.ts";

export const CORPORATE_TABS = [
  "chat",
  "overview",
  "company-card",
  "organization-docs",
  "billing",
] as const;
export type CorporateTab = (typeof CORPORATE_TABS)[number];

const isTab = (value: string | null): value is CorporateTab =>
  (CORPORATE_TABS as readonly (string | null)[]).includes(value);
const isCategoryView = (value: string | null): value is CategoryView =>
  (CATEGORY_VIEWS as readonly (string | null)[]).includes(value);

/**
 * `?executor_mode=true&client_id={id}`: an executor's read-only view of that client's cabinet.
 * The client comes from the address only (not local storage), so a link or a reload shows the
 * same client, and two tabs can show two clients.
 */
export function executorModeOf(params: URLSearchParams): {
  requested: boolean;
  clientId: number | null;
} {
  const requested = params.get("executor_mode") === "true";
  const raw = params.get("client_id") ?? "";
  const clientId = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return { requested, clientId };
}

/**
 * Where the visitor is in the cabinet, all in the address: `?tab=`, the documents' `?category=`,
 * and in executor mode `executor_mode` and `client_id`, which every link keeps.
 */
export function useCorporateLocation() {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get("tab");
  const tab: CorporateTab = isTab(rawTab) ? rawTab : "overview";
  const rawCategory = params.get("category");
  const category: CategoryView = isCategoryView(rawCategory) ? rawCategory : ALL_CATEGORIES_VIEW;

  /** The address of a tab on this page, keeping the executor mode's parameters. */
  const tabHref = useCallback(
    (next: CorporateTab) => {
      const kept = new URLSearchParams();
      for (const key of ["executor_mode", "client_id"]) {
        const value = params.get(key);
        if (value !== null) kept.set(key, value);
      }
      kept.set("tab", next);
      return `?${kept}`;
    },
    [params],
  );

  const setCategory = useCallback(
    (next: CategoryView) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set("tab", "organization-docs");
        if (next === ALL_CATEGORIES_VIEW) updated.delete("category");
        else updated.set("category", next);
        return updated;
      }),
    [setParams],
  );

  return { tab, category, tabHref, setCategory };
}

/** The scope's key in the query cache. */
export const scopeKey = (scope: CabinetScope) =>
  scope.kind === "own" ? "own" : `client-${scope.clientId}`;
