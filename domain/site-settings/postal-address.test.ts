import { describe, expect, it } from "vitest";
import { parsePostalAddress } from "./postal-address.ts";

describe("a Russian address split for schema.org's PostalAddress", () => {
  it.each([
    [
      "123456, г. Москва, ул. Тверская, д. 1, офис 5",
      {
        postalCode: "123456",
        addressLocality: "Москва",
        streetAddress: "ул. Тверская, д. 1, офис 5",
      },
    ],
    [
      "125009, Москва, ул. Тверская, д. 7",
      { postalCode: "125009", addressLocality: "Москва", streetAddress: "ул. Тверская, д. 7" },
    ],
    [
      "Россия, 190000, г Санкт-Петербург, Невский пр-т, д 28, лит. А",
      {
        postalCode: "190000",
        addressLocality: "Санкт-Петербург",
        streetAddress: "Невский пр-т, д 28, лит. А",
      },
    ],
    [
      "420111, Республика Татарстан, г. Казань, ул. Баумана, 1",
      {
        postalCode: "420111",
        addressRegion: "Республика Татарстан",
        addressLocality: "Казань",
        streetAddress: "ул. Баумана, 1",
      },
    ],
    [
      "143000, Московская обл., Одинцовский р-н, г. Одинцово, ул. Маршала Жукова, д. 1, пом. 3",
      {
        postalCode: "143000",
        addressRegion: "Московская обл., Одинцовский р-н",
        addressLocality: "Одинцово",
        streetAddress: "ул. Маршала Жукова, д. 1, пом. 3",
      },
    ],
    [
      "Новосибирская область, р.п. Кольцово, пр-т Никольский, 4",
      {
        addressRegion: "Новосибирская область",
        addressLocality: "р.п. Кольцово",
        streetAddress: "пр-т Никольский, 4",
      },
    ],
    [
      "г. Екатеринбург, ул. Ленина, 5",
      { addressLocality: "Екатеринбург", streetAddress: "ул. Ленина, 5" },
    ],
    [
      "Казань, ул. Баумана, д. 1",
      { addressLocality: "Казань", streetAddress: "ул. Баумана, д. 1" },
    ],
    [
      "108814 пос. Коммунарка,  ул. Александры Монаховой,\n д. 5",
      {
        postalCode: "108814",
        addressLocality: "пос. Коммунарка",
        streetAddress: "ул. Александры Монаховой, д. 5",
      },
    ],
    // A city district of the Moscow region, in both its shapes: a district, not the city.
    [
      "143401, Московская обл., г.о. Красногорск, г. Красногорск, ул. Ленина, д. 1",
      {
        postalCode: "143401",
        addressRegion: "Московская обл., г.о. Красногорск",
        addressLocality: "Красногорск",
        streetAddress: "ул. Ленина, д. 1",
      },
    ],
    [
      "143401, Московская область, городской округ Красногорск, г. Красногорск, ул. Ленина, 1",
      {
        postalCode: "143401",
        addressRegion: "Московская область, городской округ Красногорск",
        addressLocality: "Красногорск",
        streetAddress: "ул. Ленина, 1",
      },
    ],
    ["г. Москва", { addressLocality: "Москва" }],
  ])("%s", (address, parts) => {
    expect(parsePostalAddress(address)).toEqual(parts);
  });

  it.each([
    // No locality to tell from the street: written whole as the street by the JSON-LD.
    "ул. Тверская, д. 1, офис 5",
    "Тверская, 1",
    // A Western order: the street before the city.
    "ул. Тверская, д. 1, г. Москва, 123456",
    "офис у метро",
    "",
  ])("cannot split «%s»", (address) => {
    expect(parsePostalAddress(address)).toBeNull();
  });
});
