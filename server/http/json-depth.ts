import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** Deeper than any form of the app: a body nested further is an attack on whoever walks it. */
export const JSON_MAX_DEPTH = 32;
export const JSON_TOO_DEEP = `Запрос слишком сложный: вложенность JSON больше ${JSON_MAX_DEPTH} уровней`;

/** The nesting depth of a parsed JSON value, walked without recursion (no stack to overflow). */
export function jsonDepth(value: unknown, stopAfter = JSON_MAX_DEPTH + 1): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest >= stopAfter) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Every JSON body is refused with 413 and a Russian detail past JSON_MAX_DEPTH, before validation. */
export function limitJsonDepth(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.body !== null && typeof request.body === "object") {
      if (jsonDepth(request.body) > JSON_MAX_DEPTH) throw new AppError(413, JSON_TOO_DEEP);
    }
  });
}
