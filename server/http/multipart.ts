import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { API_TEXTS } from "../../domain/errors.ts";
import { AppError, badRequest } from "../errors.ts";
import { holdsNulCharacter, nulCharacterRefused } from "./nul-characters.ts";

type PartsLimits = NonNullable<Parameters<FastifyRequest["parts"]>[0]>["limits"];

/**
 * Requests whose multipart body the parser could not read. The parser's errors are plain Errors
 * without a code ("Unexpected end of multipart data", "Boundary not found") and reach the reader
 * as several objects by several paths (the part iterator, a file's stream, whatever pipes that
 * stream), so the request is marked rather than any one error.
 */
const brokenBodies = new WeakSet<FastifyRequest>();

/**
 * The parts of a multipart body; every failure of the parser marks the request, both from the
 * part iterator and from a file's stream (a body cut off in a file's middle fails there).
 * multipartError() then tells a body the client broke (400) from our own failure (a full disk
 * stays a 5xx). A text field with U+0000 is refused like one in a JSON body.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: PartsLimits,
): AsyncGenerator<Multipart> {
  const markBroken = () => brokenBodies.add(request);
  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts({ limits })[Symbol.asyncIterator]();
  } catch (error) {
    markBroken();
    throw error;
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      markBroken();
      throw error;
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === "file") {
      // A buffered body may have failed this file before it reached us: then it is `errored`.
      if (part.file.errored) markBroken();
      part.file.once("error", markBroken);
    }
    // A text field goes to the database like a JSON body's strings do (file names are cleaned
    // of control characters where they are read, domain/chat/file-names.ts).
    if (part.type === "field" && holdsNulCharacter([part.fieldname, part.value])) {
      throw nulCharacterRefused();
    }
    yield part;
  }
}

/**
 * The answer to an error met while reading parts from multipartParts(): the caller's own text
 * for a limit it names (`FST_FILES_LIMIT`...), «Некорректный запрос» for any other body the
 * parser could not read, or null when the error is not the body's fault.
 */
export function multipartError(
  request: FastifyRequest,
  error: unknown,
  limitTexts: Partial<Record<string, string>> = {},
): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const limitText = typeof code === "string" ? limitTexts[code] : undefined;
  if (limitText) return badRequest(limitText);
  if (typeof code === "string" && code.startsWith("FST_")) return badRequest(API_TEXTS.badRequest);
  if (brokenBodies.has(request)) return badRequest(API_TEXTS.badRequest);
  return null;
}
