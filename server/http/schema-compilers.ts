import type { FastifySchemaCompiler } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler as zodSerializerCompiler,
  validatorCompiler as zodValidatorCompiler,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import { isSharedResult } from "../platform/shared-read.ts";
import { isReadByHandler } from "./media-schemas.ts";

/**
 * fastify-type-provider-zod's validator, except for a body its handler reads itself
 * (media-schemas.ts: a multipart form, which Fastify never sees the fields of): that schema
 * documents the body and lets it pass as it came.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === "body" && isReadByHandler(route.schema)
    ? (data) => ({ value: data })
    : zodValidatorCompiler(route);

/**
 * fastify-type-provider-zod's serializer (the response schema's encode, then JSON), which encodes
 * a shared read's result (platform/shared-read.ts) once for all the requests it answers, down to
 * its UTF-8 bytes: a chat list of 50 chats is 50 KB of mostly Cyrillic JSON, and fifty requests
 * asking for it at once got the same bytes. (Fastify sends a Buffer from a serializer as it sends
 * a string.) Other values are encoded each time: a handler may return an object it later changes.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const encoded = new WeakMap<object, Buffer>();
  return (data) => {
    if (!isSharedResult(data)) return serialize(data);
    const shared = data as object;
    let bytes = encoded.get(shared);
    if (bytes === undefined) {
      bytes = Buffer.from(serialize(data));
      encoded.set(shared, bytes);
    }
    // The type says string; Fastify's reply takes a Buffer alike (reply.js onSendEnd).
    return bytes as unknown as string;
  };
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type ContentBody = { content: Record<string, { schema: z.ZodType }> };

const isContentBody = (body: unknown): body is ContentBody =>
  typeof body === "object" &&
  body !== null &&
  "content" in body &&
  typeof (body as ContentBody).content === "object";

/**
 * fastify-type-provider-zod's route transform, which turns a zod `body` into JSON Schema, taught
 * the form Fastify itself validates by media type: `body: { content: { "multipart/form-data":
 * { schema } } }` (media-schemas.ts). Each media type's schema goes through the same transform,
 * and @fastify/swagger writes them as the request body's content.
 */
export function routeSchemaTransform(
  input: TransformInput,
): ReturnType<typeof jsonSchemaTransform> {
  const body = input.schema?.body;
  if (!isContentBody(body)) return jsonSchemaTransform(input);
  const { body: _, ...rest } = input.schema as Record<string, unknown>;
  const transformed = jsonSchemaTransform({ ...input, schema: rest } as TransformInput);
  if ((transformed.schema as { hide?: boolean }).hide) return transformed;
  const content = Object.fromEntries(
    Object.entries(body.content).map(([mediaType, { schema }]) => {
      const one = jsonSchemaTransform({ ...input, schema: { body: schema } } as TransformInput);
      return [mediaType, { schema: (one.schema as { body: unknown }).body }];
    }),
  );
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
}
