import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

const shown = (bytes: number) => formatFileSize(bytes).replace("\u00a0", " ");

describe("file sizes", () => {
  it("reads in Russian units with a decimal comma", () => {
    expect(shown(0)).toBe("0 Б");
    expect(shown(512)).toBe("512 Б");
    expect(shown(1023)).toBe("1023 Б");
    expect(shown(1024)).toBe("1 КБ");
    expect(shown(1536)).toBe("1,5 КБ");
    expect(shown(10_485_760)).toBe("10 МБ");
    expect(shown(2.25 * 1024 ** 3)).toBe("2,25 ГБ");
    expect(shown(5 * 1024 ** 4)).toBe("5120 ГБ");
  });

  it("shows nonsense as zero, never «NaN»", () => {
    expect(shown(-1)).toBe("0 Б");
    expect(shown(Number.NaN)).toBe("0 Б");
  });

  it("keeps the number and the unit together", () => {
    expect(formatFileSize(2048)).toBe("2\u00a0КБ");
  });
});
