import { describe, expect, it } from "vitest";
import { articlePreview, htmlToPlainText } from "./articles/articles.ts";
import { autoLawyerChatPrice, autoLawyerPriceText } from "./catalogue/services.ts";
import { formatAmount, formatRoubles, kopecksToRoubles, roublesToKopecks } from "./money.ts";
import { formatWholeNumber } from "./numbers.ts";
import { PAGE_META } from "./site-pages/page-meta.ts";
import {
  formatMoscowDate,
  formatMoscowDateTime,
  formatMoscowShortDate,
  formatMoscowTime,
  parseServerDate,
} from "./time.ts";
import { homePathOf, loginTypeOf } from "./users/users.ts";

describe("money", () => {
  it("converts without float drift", () => {
    expect(roublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(roublesToKopecks(1999.99)).toBe(199999);
    expect(kopecksToRoubles(150050)).toBe(1500.5);
    expect(formatAmount(1500.5).replace(/\s/g, " ")).toBe("1 500,50 ₽");
  });

  it("writes amounts exactly as ru-RU's Intl does, without it", () => {
    const whole = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });
    const twoPlaces = new Intl.NumberFormat("ru-RU", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 5, 99, 999, 1000, 1500, 9999, 12345, 100000, 1234567, 987654321];
    for (const kopecks of [...amounts, 1, 7, 50, 99, 101, 150050, 123456789]) {
      for (const sign of [1, -1]) amounts.push((sign * kopecks) / 100 || 0); // never -0
    }
    for (const roubles of amounts) {
      const intl = Number.isInteger(roubles) ? whole : twoPlaces;
      expect(formatRoubles(roubles)).toBe(intl.format(roubles));
      expect(formatAmount(roubles)).toBe(`${twoPlaces.format(roubles)} ₽`);
    }
    expect(formatRoubles(12000)).toBe("12\u00a0000");
    const counts = new Intl.NumberFormat("ru-RU");
    for (const count of [0, 7, 999, 1000, 65535, 100000, 2500000, -1234]) {
      expect(formatWholeNumber(count)).toBe(counts.format(count));
    }
  });
});

describe("time", () => {
  it("treats a zone-less date-time as UTC and shows Moscow time", () => {
    expect(parseServerDate("2026-01-10T09:00:00").toISOString()).toBe("2026-01-10T09:00:00.000Z");
    expect(formatMoscowDateTime("2026-01-10T09:00:00Z")).toBe("10.01.2026, 12:00");
  });

  it("writes Moscow dates by hand exactly as Intl does, and before 2014's fixed offset through Intl", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", ...options });
    const long = intl({ day: "numeric", month: "long", year: "numeric" });
    const short = intl({ day: "2-digit", month: "2-digit", year: "numeric" });
    const full = intl({
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    const time = intl({ hour: "2-digit", minute: "2-digit" });
    const instants = [
      Date.UTC(2014, 9, 25, 21, 59), // the last minute of UTC+4
      Date.UTC(2014, 9, 25, 22, 0),
      Date.UTC(2026, 11, 31, 20, 59),
      Date.UTC(2026, 11, 31, 21, 0), // New Year in Moscow, still 31 December in UTC
      Date.UTC(2011, 2, 27, 12, 0),
      Date.UTC(2009, 6, 1, 12, 0), // summer time of old
    ];
    // Every month of twenty years, at a spread of hours and minutes.
    for (let step = 0; step < 20 * 12 * 7; step++) {
      instants.push(
        Date.UTC(
          2014,
          9 + Math.floor(step / 7),
          1 + ((step * 5) % 28),
          step % 24,
          (step * 13) % 60,
        ),
      );
    }
    for (const instant of instants) {
      const date = new Date(instant);
      expect(formatMoscowDate(date)).toBe(long.format(date));
      expect(formatMoscowShortDate(date)).toBe(short.format(date));
      expect(formatMoscowDateTime(date.toISOString())).toBe(full.format(date));
      expect(formatMoscowTime(date)).toBe(time.format(date));
    }
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
