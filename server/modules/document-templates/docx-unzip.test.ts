import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { AppError } from "../../errors.ts";
import { type CraftedPart, deflatedPart, repeatedPart, zipOf } from "../../test/docx-crafted.ts";
import { type UnzipLimits, unzipDocx } from "./docx-unzip.ts";

/** The caps of docx-unzip.ts, each on its own, at sizes a test builds in milliseconds. */
const LIMITS: UnzipLimits = {
  unpackedBytes: 300_000,
  partBytes: 200_000,
  xmlPartBytes: 100_000,
  packRatio: 100,
  packRatioFreeBytes: 50_000,
  parts: 10,
};

/** Text that packs about 2:1, far from any ratio cap. */
const noise = (bytes: number) =>
  randomBytes(Math.ceil(bytes / 2))
    .toString("hex")
    .slice(0, bytes);

function refusal(zip: Uint8Array, limits: UnzipLimits = LIMITS): AppError {
  try {
    unzipDocx(zip, limits);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("unzipDocx", () => {
  it("gives every part as it unpacks, within the caps", () => {
    const text = noise(90_000);
    const parts = unzipDocx(
      zipOf([deflatedPart("word/document.xml", text), deflatedPart("word/media/a.png", "png")]),
      LIMITS,
    );
    expect(new TextDecoder().decode(parts.get("word/document.xml"))).toBe(text);
    expect([...parts.keys()]).toEqual(["word/document.xml", "word/media/a.png"]);
  });

  it("counts what a part really unpacks to, whatever the zip declares", () => {
    const lying: CraftedPart = {
      ...deflatedPart("word/media/a.bin", noise(200_001)),
      declared: 10,
    };
    expect(refusal(zipOf([lying]))).toMatchObject({ status: 413, detail: T.partTooLarge });
    const modest: CraftedPart = { ...deflatedPart("word/media/b.bin", "b"), declared: 4e9 };
    expect(unzipDocx(zipOf([modest]), LIMITS).get("word/media/b.bin")).toEqual(
      new Uint8Array([98]),
    );
  });

  it("refuses past each cap with its own Russian detail", () => {
    const cases: [CraftedPart[], string][] = [
      [[deflatedPart("word/document.xml", noise(100_001))], T.xmlPartTooLarge],
      [[deflatedPart("word/_rels/document.xml.rels", noise(100_001))], T.xmlPartTooLarge],
      [[deflatedPart("word/media/a.png", noise(200_001))], T.partTooLarge],
      [
        ["a", "b", "c"].map((name) => deflatedPart(`word/media/${name}.png`, noise(120_000))),
        T.unpackedTooLarge,
      ],
      [[deflatedPart("word/document.xml", " ".repeat(60_000))], T.packedTooTightly],
      [
        Array.from({ length: 11 }, (_, index) => deflatedPart(`p${index}.xml`, "x")),
        T.tooManyParts,
      ],
    ];
    for (const [parts, detail] of cases) {
      expect(refusal(zipOf(parts)), detail).toMatchObject({ status: 413, detail });
    }
    // Within the free bytes, a part may pack as tightly as it likes.
    expect(unzipDocx(zipOf([deflatedPart("a.xml", " ".repeat(40_000))]), LIMITS).size).toBe(1);
  });

  it("stops inflating at the cap, not after: a stream broken past it is refused for the cap", async () => {
    // 60 MB of spaces cut in half: inflated whole, it would fail as a broken stream (400) at ~30 MB.
    const whole = await repeatedPart("word/media/a.bin", " ".repeat(65_536), 960);
    const cut: CraftedPart = {
      ...whole,
      packed: whole.packed.subarray(0, whole.packed.length / 2),
    };
    const limits = { ...TEMPLATE_LIMITS, packRatio: Number.POSITIVE_INFINITY };
    expect(refusal(zipOf([cut]), limits)).toMatchObject({ status: 413, detail: T.partTooLarge });
    expect(refusal(zipOf([cut]), { ...limits, partBytes: 40 * 2 ** 20 })).toMatchObject({
      status: 400,
      detail: T.notDocx,
    });
  });

  it("drops parts whose names climb out of the folder or name a root", () => {
    const names = [
      "../evil.sh",
      "word/../../evil.sh",
      "/etc/evil",
      "C:/evil.bat",
      "word\\..\\evil.bat",
      "word/./document.xml",
      "word/",
      "word/media/ok.png",
    ];
    const parts = unzipDocx(zipOf(names.map((name) => deflatedPart(name, "x"))), LIMITS);
    expect([...parts.keys()]).toEqual(["word/media/ok.png"]);
  });

  it("answers what is no zip, or a zip it cannot read, with 400", () => {
    const good = zipOf([deflatedPart("a.xml", "a")]);
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(0x0801, encrypted.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 8);
    for (const bytes of [Buffer.from("not a zip"), good.subarray(0, good.length - 1), encrypted]) {
      expect(refusal(bytes)).toMatchObject({ status: 400, detail: T.notDocx });
    }
  });
});
