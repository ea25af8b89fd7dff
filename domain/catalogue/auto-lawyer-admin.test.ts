import { describe, expect, it } from "vitest";
import {
  type AutoLawyerPrices,
  autoLawyerCatalogueFields,
  autoLawyerChatPriceText,
  visibleAutoLawyerPrices,
} from "./auto-lawyer-admin.ts";

const prices = (overrides: Partial<AutoLawyerPrices> = {}): AutoLawyerPrices => ({
  price_full_service: 30000,
  price_remote: 7000,
  price_full_service_from: true,
  price_remote_from: false,
  hide_full_service_price: false,
  hide_remote_price: false,
  ...overrides,
});

describe("autoLawyerCatalogueFields (base_price = the visible chat price)", () => {
  it.each([
    ["remote first", prices(), { base_price: 7000, price_from: false }],
    ["else full service", prices({ price_remote: null }), { base_price: 30000, price_from: true }],
    [
      "else 0",
      prices({ price_remote: null, price_full_service: null }),
      { base_price: 0, price_from: false },
    ],
    [
      "a hidden remote price is skipped",
      prices({ hide_remote_price: true }),
      { base_price: 30000, price_from: true },
    ],
    [
      "both hidden",
      prices({ hide_remote_price: true, hide_full_service_price: true }),
      { base_price: 0, price_from: false },
    ],
    [
      "a hidden full price does not matter",
      prices({ hide_full_service_price: true }),
      { base_price: 7000, price_from: false },
    ],
  ])("%s", (_name, input, expected) => {
    expect(autoLawyerCatalogueFields(input)).toEqual(expected);
  });

  it("hides values, not flags, and reads the chat price", () => {
    expect(visibleAutoLawyerPrices(prices({ hide_remote_price: true }))).toMatchObject({
      price_remote: null,
      hide_remote_price: true,
      price_full_service: 30000,
    });
    expect(autoLawyerChatPriceText(prices({ price_remote: null })).replace(/\s/g, " ")).toBe(
      "от 30 000 ₽",
    );
    expect(autoLawyerChatPriceText(prices({ price_remote: null, price_full_service: null }))).toBe(
      "по договоренности",
    );
  });
});
