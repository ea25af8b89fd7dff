/** One not-deleted catalogue service as the main list orders it (sort_order, then id). */
export interface CatalogueSlot {
  id: number;
  sortOrder: number;
  isAutoLawyer: boolean;
}

/**
 * The order-slot rule of the auto-lawyer tab. Auto-lawyer services are rows of the one catalogue
 * and share its `sort_order` with every other service, so their list on /auto-lawyer is the main
 * list filtered. Reordering them must not move anything in the main list: the auto-lawyer
 * services trade places only among the slots they already hold there. Concretely, the i-th
 * auto-lawyer slot of the main list (in its current order) goes to the i-th service of the new
 * order, and takes that slot's sort_order value; no other service changes.
 *
 * Should the current values tie (two services with one sort_order, which only outside writes can
 * leave), a slot has no value of its own, so the whole list is renumbered from 0 in its new order
 * instead: still every other service keeps its position, and the auto-lawyer block its slots.
 *
 * `slots` is the whole not-deleted catalogue in its current main order; `autoOrder` the
 * auto-lawyer ids in their new order (each exactly once — the caller checks). Returns the new
 * sort_order of every service whose value changes.
 */
export function autoLawyerSortOrders(
  slots: readonly CatalogueSlot[],
  autoOrder: readonly number[],
): Map<number, number> {
  let next = 0;
  const newList = slots.map((slot) =>
    slot.isAutoLawyer ? (autoOrder[next++] ?? slot.id) : slot.id,
  );
  const current = new Map(slots.map((slot) => [slot.id, slot.sortOrder]));
  const distinct = slots.every(
    (slot, i) => i === 0 || slot.sortOrder > (slots[i - 1]?.sortOrder ?? 0),
  );

  const changes = new Map<number, number>();
  newList.forEach((id, i) => {
    const slot = slots[i];
    if (!slot) return;
    const value = distinct ? slot.sortOrder : i;
    if (current.get(id) !== value) changes.set(id, value);
  });
  return changes;
}
