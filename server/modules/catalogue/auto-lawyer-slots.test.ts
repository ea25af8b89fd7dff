import { describe, expect, it } from "vitest";
import { autoLawyerSortOrders, type CatalogueSlot } from "./auto-lawyer-slots.ts";

/** A main list: general services g1.., auto-lawyer ones a1.. (ids 1xx and 2xx). */
const slot = (id: number, sortOrder: number): CatalogueSlot => ({
  id,
  sortOrder,
  isAutoLawyer: id >= 200,
});

describe("autoLawyerSortOrders (the order-slot rule)", () => {
  const main = [
    slot(101, 0),
    slot(201, 3),
    slot(102, 4),
    slot(202, 7),
    slot(203, 9),
    slot(103, 12),
  ];

  it("permutes the values the auto-lawyer services hold; nothing else changes", () => {
    const changes = autoLawyerSortOrders(main, [203, 201, 202]);
    expect(Object.fromEntries(changes)).toEqual({ 203: 3, 201: 7, 202: 9 });
  });

  it("changes nothing when the order is the same", () => {
    expect(autoLawyerSortOrders(main, [201, 202, 203]).size).toBe(0);
  });

  it("only the services that move get a new value", () => {
    expect(Object.fromEntries(autoLawyerSortOrders(main, [201, 203, 202]))).toEqual({
      203: 7,
      202: 9,
    });
  });

  it("renumbers the whole list from 0 when values tie, keeping each slot", () => {
    const tied = [slot(101, 0), slot(201, 0), slot(102, 1), slot(202, 5), slot(103, 5)];
    const changes = autoLawyerSortOrders(tied, [202, 201]);
    const final = [101, 202, 102, 201, 103].map(
      (id) => changes.get(id) ?? tied.find((s) => s.id === id)!.sortOrder,
    );
    expect(final).toEqual([0, 1, 2, 3, 4]);
  });
});
