import { describe, expect, it } from "vitest";
import {
  NAME_CASES,
  type NameCase,
} from "../../../domain/document-templates/document-templates.ts";
import { declineFullName } from "./decline-name.ts";

/** Every case of one name, in NAME_CASES' order: genitive, dative, accusative, instrumental, prepositional. */
const cases = (name: string) =>
  NAME_CASES.map((nameCase: NameCase) => declineFullName(name, nameCase));

describe("declineFullName: names in a contract's cases (issue 44 §2, petrovich)", () => {
  it("declines a man's and a woman's full name, «в лице Иванова Ивана Ивановича»", () => {
    expect(cases("Иванов Иван Иванович")).toEqual([
      "Иванова Ивана Ивановича",
      "Иванову Ивану Ивановичу",
      "Иванова Ивана Ивановича",
      "Ивановым Иваном Ивановичем",
      "Иванове Иване Ивановиче",
    ]);
    expect(cases("Иванова Анна Андреевна")).toEqual([
      "Ивановой Анны Андреевны",
      "Ивановой Анне Андреевне",
      "Иванову Анну Андреевну",
      "Ивановой Анной Андреевной",
      "Ивановой Анне Андреевне",
    ]);
    expect(declineFullName("Толстой Лев Николаевич", "genitive")).toBe("Толстого Льва Николаевича");
    expect(declineFullName("Чайковский Пётр Ильич", "dative")).toBe("Чайковскому Петру Ильичу");
  });

  it("declines each part of a double surname", () => {
    expect(cases("Римский-Корсаков Николай Андреевич")).toEqual([
      "Римского-Корсакова Николая Андреевича",
      "Римскому-Корсакову Николаю Андреевичу",
      "Римского-Корсакова Николая Андреевича",
      "Римским-Корсаковым Николаем Андреевичем",
      "Римском-Корсакове Николае Андреевиче",
    ]);
    expect(declineFullName("Салтыков-Щедрин Михаил Евгеньевич", "instrumental")).toBe(
      "Салтыковым-Щедриным Михаилом Евгеньевичем",
    );
  });

  it("keeps indeclinable surnames as they are, declining the rest", () => {
    expect(declineFullName("Дурново Пётр Николаевич", "genitive")).toBe(
      "Дурново Петра Николаевича",
    );
    expect(declineFullName("Шоу Бернард", "dative")).toBe("Шоу Бернарду");
    // Women's surnames in -ко and -их, and in a consonant, stay; a man's in a consonant declines.
    expect(cases("Шевченко Анна Сергеевна")).toEqual([
      "Шевченко Анны Сергеевны",
      "Шевченко Анне Сергеевне",
      "Шевченко Анну Сергеевну",
      "Шевченко Анной Сергеевной",
      "Шевченко Анне Сергеевне",
    ]);
    expect(declineFullName("Черных Мария Ивановна", "instrumental")).toBe(
      "Черных Марией Ивановной",
    );
    expect(declineFullName("Ковальчук Анна", "genitive")).toBe("Ковальчук Анны");
    expect(declineFullName("Ковальчук Иван Петрович", "genitive")).toBe(
      "Ковальчука Ивана Петровича",
    );
  });

  it("reads the gender without a patronymic from the surname or the first name", () => {
    expect(declineFullName("Петрова Анна", "dative")).toBe("Петровой Анне");
    expect(declineFullName("Кузьмин Илья", "genitive")).toBe("Кузьмина Ильи");
    expect(declineFullName("Ковальчук Никита", "dative")).toBe("Ковальчуку Никите");
  });

  it("leaves «оглы» as written, and a single word (no gender to read) untouched", () => {
    expect(declineFullName("Мамедов Рашид Гусейн оглы", "genitive")).toBe(
      "Мамедова Рашида Гусейн оглы",
    );
    expect(declineFullName("Саша", "genitive")).toBe("Саша");
    expect(declineFullName("  Иванов   Иван  Иванович ", "dative")).toBe("Иванову Ивану Ивановичу");
  });
});
