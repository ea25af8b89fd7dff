import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { cleanFileName } from "../../../domain/chat/file-names.ts";
import { FILE_TEXTS } from "../../../domain/chat/files.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../../domain/site-settings/site-settings-texts.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { AppError, badRequest } from "../../errors.ts";
import { multipartError, multipartParts } from "../../http/multipart.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { cleanSvg, svgAspect, UnsafeSvg } from "./clean-svg.ts";
import { LOGO_KEY, type StoredLogo, storedLogoOf } from "./service.ts";

/** The firm's logo (issue 44 §1): one picture, kept in storage and named by its settings row. */

export const LOGO_TYPES = ["image/svg+xml", "image/png", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface LogoImage {
  bytes: Buffer;
  mimeType: LogoType;
  /** Pixels of a PNG or WebP, the viewBox of an SVG; null when an SVG has none. */
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its first chunk, IHDR (PNG spec §11.2.2). */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A WebP's size from its VP8X, VP8 or VP8L chunk (RFC 9649 §2.5–2.7). */
function webpSize(bytes: Buffer) {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8X") {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === "VP8 " && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * What the bytes are, by their content (never the name or the browser's claim): a PNG or WebP
 * whose header gives a size, or an SVG document rebuilt by cleanSvg. Anything else is refused.
 */
export function logoImageOf(bytes: Buffer, shownName: string): LogoImage {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const size = pngSize(bytes);
    if (size) return { bytes, mimeType: "image/png", ...size };
  } else if (
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    const size = webpSize(bytes);
    if (size) return { bytes, mimeType: "image/webp", ...size };
  } else if (
    /^\s*(<\?xml|<svg|<!--|<!DOCTYPE)/i.test(bytes.toString("utf8", 0, 256).replace(/^\uFEFF/, ""))
  ) {
    try {
      const svg = cleanSvg(bytes);
      const aspect = svgAspect(svg);
      return {
        bytes: Buffer.from(svg, "utf8"),
        mimeType: "image/svg+xml",
        width: aspect?.width ?? null,
        height: aspect?.height ?? null,
      };
    } catch (error) {
      if (error instanceof UnsafeSvg) throw badRequest(T.logoSvgUnsafe);
      throw error;
    }
  }
  throw badRequest(T.logoType(shownName));
}

/**
 * The one file of a multipart form, read whole (a logo is at most `maxBytes`, 1 MB), checked by
 * content. Not readOneFileUpload: that one streams to storage and knows the chat's types, while
 * a logo may be SVG or WebP and an SVG is stored as rebuilt, not as sent. A larger file is refused with 413 as soon as it passes the limit.
 */
export async function readLogoUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<LogoImage> {
  if (!request.isMultipart()) throw badRequest(T.logoRequired);
  let image: LogoImage | null = null;
  try {
    const parts = multipartParts(request, {
      fileSize: maxBytes,
      files: 1,
      fields: 0,
      parts: 1,
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      const shownName = cleanFileName(part.filename ?? "") || FILE_TEXTS.unnamed;
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new AppError(413, T.logoTooLarge(shownName));
        }
        throw error;
      });
      if (part.file.truncated) throw new AppError(413, T.logoTooLarge(shownName));
      image = logoImageOf(bytes, shownName);
    }
  } catch (error) {
    throw (
      multipartError(request, error, {
        FST_FILES_LIMIT: T.oneLogoOnly,
        FST_PARTS_LIMIT: T.oneLogoOnly,
        FST_FIELDS_LIMIT: T.oneLogoOnly,
      }) ?? error
    );
  }
  if (!image) throw badRequest(T.logoRequired);
  return image;
}

/** Keeps the logo and names it in its row; the one it replaces goes from storage afterwards. */
export async function saveLogo(
  db: Db,
  storage: FileStorage,
  actor: AuditActor,
  image: LogoImage,
): Promise<StoredLogo> {
  const saved = await storage.save(Readable.from([image.bytes]), { headBytes: 0 });
  const logo: StoredLogo = {
    storage_key: saved.key,
    mime_type: image.mimeType,
    size_bytes: saved.sizeBytes,
    sha256: createHash("sha256").update(image.bytes).digest("hex"),
    width: image.width,
    height: image.height,
  };
  let replaced: StoredLogo | null;
  try {
    replaced = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, LOGO_KEY))
        .for("update");
      const before = storedLogoOf(row?.value);
      await tx
        .insert(siteSettings)
        .values({ key: LOGO_KEY, value: { ...logo }, updatedByUserId: actor.userId })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: { ...logo }, updatedByUserId: actor.userId, updatedAt: new Date() },
        });
      await recordChange(tx, actor, {
        entityType: "site_settings",
        entityId: LOGO_KEY,
        action: before ? "update" : "create",
        entityTitle: T.logo,
        before: before ? { mime_type: before.mime_type, size_bytes: before.size_bytes } : null,
        after: { mime_type: logo.mime_type, size_bytes: logo.size_bytes },
      });
      return before;
    });
  } catch (error) {
    await storage.remove(saved.key).catch(() => {});
    throw error;
  }
  if (replaced) await storage.remove(replaced.storage_key).catch(() => {});
  return logo;
}

/** Takes the logo away (the default mark returns); false when there was none. */
export async function removeLogo(db: Db, storage: FileStorage, actor: AuditActor) {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(siteSettings)
      .where(eq(siteSettings.key, LOGO_KEY))
      .returning({ value: siteSettings.value });
    const before = storedLogoOf(row?.value);
    if (!before) return null;
    await recordChange(tx, actor, {
      entityType: "site_settings",
      entityId: LOGO_KEY,
      action: "delete",
      entityTitle: T.logo,
      before: { mime_type: before.mime_type, size_bytes: before.size_bytes },
      after: null,
    });
    return before;
  });
  if (removed) await storage.remove(removed.storage_key).catch(() => {});
  return removed !== null;
}

/** The stored logo's row, or null. */
export async function findLogo(db: Db): Promise<StoredLogo | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, LOGO_KEY));
  return storedLogoOf(row?.value);
}
