import { useMemo, useState } from "react";

/**
 * An order changed on screen and not saved yet (spec 3 §2, §4: moved locally, saved by «Сохранить
 * порядок»), for the services and the auto-lawyer tabs alike. Items that came or went meanwhile
 * are reconciled: gone ones drop out, new ones go last, so the screen never shows one the server
 * no longer has. Moving back to the saved order makes it clean again.
 */
export function useOrderDraft<T extends { id: number }>(items: readonly T[]) {
  const [draft, setDraft] = useState<number[] | null>(null);

  const ordered = useMemo(() => {
    if (!draft) return [...items];
    const byId = new Map(items.map((item) => [item.id, item]));
    const kept = draft.flatMap((id) => {
      const item = byId.get(id);
      return item ? [item] : [];
    });
    const added = items.filter((item) => !draft.includes(item.id));
    return [...kept, ...added];
  }, [items, draft]);

  const dirty = ordered.some((item, index) => items[index]?.id !== item.id);

  /** Swaps an item with its neighbour above (-1) or below (+1). */
  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= ordered.length) return;
    const ids = ordered.map((item) => item.id);
    [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
    setDraft(ids);
  };

  return { ordered, dirty, move, reset: () => setDraft(null) };
}

export type OrderDraft<T extends { id: number }> = ReturnType<typeof useOrderDraft<T>>;
