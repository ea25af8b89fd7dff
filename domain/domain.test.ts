import { describe, expect, it } from "vitest";
import { articlePreview, htmlToPlainText } from "./articles/articles.ts";
import { autoLawyerChatPrice, autoLawyerPriceText } from "./catalogue/services.ts";
import { formatAmount, kopecksToRoubles, roublesToKopecks } from "./money.ts";
import { PAGE_META } from "./site-pages/page-meta.ts";
import { formatMoscowDateTime, parseServerDate } from "./time.ts";
import { homePathOf, loginTypeOf } from "./users/users.ts";

describe("money", () => {
  it("converts without float drift", () => {
    expect(roublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(roublesToKopecks(1999.99)).toBe(199999);
    expect(kopecksToRoubles(150050)).toBe(1500.5);
    expect(formatAmount(1500.5).replace(/\s/g, " ")).toBe("1 500,50 ₽");
  });
});

describe("time", () => {
  it("treats a zone-less date-time as UTC and shows Moscow time", () => {
    expect(parseServerDate("2026-01-10T09:00:00").toISOString()).toBe("2026-01-10T09:00:00.000Z");
    expect(formatMoscowDateTime("2026-01-10T09:00:00Z")).toBe("10.01.2026, 12:00");
  });
});

describe("articles", () => {
  it("previews 150 plain-text characters", () => {
    expect(htmlToPlainText("<p>Иск &laquo;о&raquo;<br>взыскании</p>")).toBe("Иск «о» взыскании");
    const preview = articlePreview(`<p>${"а".repeat(400)}</p>`);
    expect(preview).toBe(`${"а".repeat(150)}…`);
  });
});

describe("auto-lawyer prices", () => {
  it("follows the chat price and display rules", () => {
    expect(autoLawyerChatPrice({ price_remote: 5000, price_full_service: 9000 })).toBe(5000);
    expect(autoLawyerChatPrice({ price_remote: null, price_full_service: 9000 })).toBe(9000);
    expect(autoLawyerChatPrice({ price_remote: null, price_full_service: null })).toBe(0);
    expect(autoLawyerPriceText(9000, true, false)).toBe("Скрыто");
    expect(autoLawyerPriceText(null, false, false)).toBe("Не указано");
    expect(autoLawyerPriceText(9000, false, true).replace(/\s/g, " ")).toBe("от 9 000 ₽");
  });
});

describe("users", () => {
  it("sends each account to its own cabinet", () => {
    expect(homePathOf({ role: "admin", client_type: null })).toBe("/executor-dashboard");
    expect(homePathOf({ role: "executor", client_type: null })).toBe("/executor-dashboard");
    expect(homePathOf({ role: "client", client_type: "corporate" })).toBe("/corporate-dashboard");
    expect(homePathOf({ role: "client", client_type: "individual" })).toBe("/dashboard");
    expect(loginTypeOf({ role: "admin", client_type: null })).toBe("executor");
  });
});

describe("page texts", () => {
  it("no two pages share a title or a description", () => {
    const pages = Object.values(PAGE_META);
    expect(new Set(pages.map((meta) => meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((meta) => meta.description)).size).toBe(pages.length);
  });
});
