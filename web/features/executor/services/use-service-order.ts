import { useState } from "react";
import type { ExecutorService } from "../../../api/back-office-services.ts";

/**
 * The order the executor is arranging (spec 3 §2, §4): moves change it here only, until «Сохранить
 * порядок». Services added or deleted meanwhile (by this tab or a refresh) are merged in: kept
 * ones stay where they were moved, new ones go last, gone ones drop out.
 */
export function useServiceOrder(services: ExecutorService[] | undefined) {
  const [moved, setMoved] = useState<number[] | null>(null);
  const saved = services ?? [];
  const byId = new Map(saved.map((service) => [service.id, service]));
  const ids = moved
    ? [
        ...moved.filter((id) => byId.has(id)),
        ...saved.map((service) => service.id).filter((id) => !moved.includes(id)),
      ]
    : saved.map((service) => service.id);
  const dirty = ids.some((id, index) => saved[index]?.id !== id);

  return {
    ordered: ids.map((id) => byId.get(id)).filter((service) => service !== undefined),
    ids,
    dirty,
    /** Swaps a service with its neighbour above (-1) or below (+1). */
    move(index: number, step: -1 | 1) {
      const target = index + step;
      if (target < 0 || target >= ids.length) return;
      const next = [...ids];
      [next[index], next[target]] = [next[target] as number, next[index] as number];
      setMoved(next);
    },
    /** Back to the saved order (after a save, or after a failed one: the server's state shows). */
    reset() {
      setMoved(null);
    },
  };
}
