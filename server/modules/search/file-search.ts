import { and, desc, eq, ilike } from "drizzle-orm";
import { SEARCH_GROUP_LIMITS } from "../../../domain/search/search.ts";
import type { FileHit } from "../../../domain/search/search-schemas.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { chatFiles, chatSessions } from "../../db/schema/chat.ts";
import { containsPattern } from "../../db/text-search.ts";
import { markSubstring } from "./marked-text.ts";
import type { SearchContext } from "./search-context.ts";

/**
 * Files by name: those of the chats the caller sees, and their own archive's (everyone's archive
 * is their own, executors' too: a lawyer reads every chat, not every archive). Newest first.
 */
export async function searchFiles(ctx: SearchContext): Promise<FileHit[]> {
  const pattern = containsPattern(ctx.text);
  const limit = SEARCH_GROUP_LIMITS.files;
  const [inChats, inArchive] = await Promise.all([
    ctx.db
      .select({ file: chatFiles, serviceTitle: chatSessions.serviceTitle })
      .from(chatFiles)
      .innerJoin(chatSessions, eq(chatSessions.id, chatFiles.sessionId))
      .where(and(ctx.visibleChats, ilike(chatFiles.fileName, pattern)))
      .orderBy(desc(chatFiles.createdAt))
      .limit(limit),
    ctx.db
      .select()
      .from(archiveFiles)
      .where(and(eq(archiveFiles.ownerId, ctx.user.id), ilike(archiveFiles.fileName, pattern)))
      .orderBy(desc(archiveFiles.createdAt))
      .limit(limit),
  ]);
  const hits = [
    ...inChats.map(({ file, serviceTitle }) => ({
      at: file.createdAt,
      hit: {
        id: file.id,
        kind: "chat" as const,
        file_name: markSubstring(file.fileName, ctx.text),
        file_type: file.fileType,
        size: file.sizeBytes,
        created_at: file.createdAt.toISOString(),
        session_id: file.sessionId,
        message_id: file.messageId,
        service_title: serviceTitle,
      },
    })),
    ...inArchive.map((file) => ({
      at: file.createdAt,
      hit: {
        id: file.id,
        kind: "archive" as const,
        file_name: markSubstring(file.fileName, ctx.text),
        file_type: file.fileType,
        size: file.sizeBytes,
        created_at: file.createdAt.toISOString(),
        session_id: null,
        message_id: null,
        service_title: null,
      },
    })),
  ];
  return hits
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map(({ hit }) => hit);
}
