import type { FastifyInstance } from "fastify";
import { API_TEXTS } from "../../domain/errors.ts";
import { badRequest } from "../errors.ts";

/**
 * True when a string anywhere in `value` (keys included, any depth) holds U+0000. Walked without
 * recursion like jsonDepth(), and only after the depth guard has run.
 */
export function holdsNulCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return true;
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes("\u0000")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** The one refusal of U+0000, for multipart fields read later by multipartParts(). */
export const nulCharacterRefused = () => badRequest(API_TEXTS.nulCharacter);

/**
 * PostgreSQL refuses U+0000 in text and answers an error the route never expects (a 500): every
 * JSON body, query string and path parameter that holds one is refused with 400 here, once for
 * every route and before any schema or handler sees it. Multipart fields are read by the handler
 * and checked there (multipart.ts).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (
      holdsNulCharacter(request.params) ||
      holdsNulCharacter(request.query) ||
      holdsNulCharacter(request.body)
    ) {
      throw nulCharacterRefused();
    }
  });
}
