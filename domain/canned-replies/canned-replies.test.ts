import { describe, expect, it } from "vitest";
import { matchCannedReplies, replaceSlashQuery, slashQueryAt } from "./canned-reply-search.ts";

const at = (text: string) => slashQueryAt(text, text.length);

describe("slashQueryAt: when «/» opens the list", () => {
  it("at the start, after a space or on a new line", () => {
    expect(at("/")).toEqual({ start: 0, end: 1, query: "" });
    expect(at("/прив")).toEqual({ start: 0, end: 5, query: "прив" });
    expect(at("Добрый день! /док")).toEqual({ start: 13, end: 17, query: "док" });
    expect(at("Строка\n/счёт")?.query).toBe("счёт");
  });

  it("a query may hold spaces, but does not start with one or span lines", () => {
    expect(at("/запрос док")?.query).toBe("запрос док");
    expect(at("а / б")).toBeNull();
    expect(at("/запрос\nдальше")).toBeNull();
  });

  it("never inside a word, a fraction or an address", () => {
    expect(at("и/или")).toBeNull();
    expect(at("1/2")).toBeNull();
    expect(at("https://example.ru/path")).toBeNull();
    expect(at("/a/b")).toBeNull();
  });

  it("reads up to the caret, not to the end of the text", () => {
    const text = "/док и ещё текст";
    expect(slashQueryAt(text, 4)).toEqual({ start: 0, end: 4, query: "док" });
    expect(slashQueryAt(text, 0)).toBeNull();
  });

  it("gives up on a query longer than any title", () => {
    expect(at(`/${"а".repeat(101)}`)).toBeNull();
  });
});

describe("replaceSlashQuery", () => {
  it("puts the reply in place of «/query» and the caret after it", () => {
    const text = "Здравствуйте! /док спасибо";
    const slash = slashQueryAt(text, 18)!;
    expect(replaceSlashQuery(text, slash, "Пришлите паспорт.")).toEqual({
      text: "Здравствуйте! Пришлите паспорт. спасибо",
      caret: 31,
    });
  });
});

describe("matchCannedReplies", () => {
  const replies = [
    { title: "Документы для договора", content: "Пришлите паспорт" },
    { title: "Приветствие", content: "Здравствуйте! Чем помочь?" },
    { title: "Запрос документов", content: "Нужны копии" },
    { title: "Оплата", content: "Счёт и документы во вложении" },
  ];
  const titles = (query: string) => matchCannedReplies(replies, query).map((r) => r.title);

  it("an empty query finds everything, in the list's order", () => {
    expect(titles("")).toEqual(replies.map((r) => r.title));
  });

  it("titles starting with the query first, then titles containing it, then texts", () => {
    expect(titles("док")).toEqual(["Документы для договора", "Запрос документов", "Оплата"]);
  });

  it("ignores case and «ё»", () => {
    expect(titles("СЧЕТ")).toEqual(["Оплата"]);
    expect(titles("прив")).toEqual(["Приветствие"]);
  });

  it("finds nothing for a stranger", () => {
    expect(titles("развод")).toEqual([]);
  });
});
