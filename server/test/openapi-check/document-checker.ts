import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { createSchemaCompiler } from "./openapi-schemas.ts";

/** One request the suite sent and the answer it got, as the app saw and sent them. */
export interface Exchange {
  method: string;
  /** Path and query, as requested. */
  url: string;
  requestHeaders: Record<string, unknown>;
  /** What was sent: a JSON value (an object payload), bytes, text, or `unread` (a stream). */
  requestBody:
    | { kind: "none" }
    | { kind: "unread" }
    | { kind: "json"; value: unknown }
    | { kind: "bytes"; bytes: Buffer };
  status: number;
  responseHeaders: Record<string, unknown>;
  /** The answer's bytes as sent (compressed if it was); null when the test read it as a stream. */
  responseBody: Buffer | null;
}

export interface CheckedExchange {
  /** `METHOD /path/{template}` of the document, or null when no operation matches. */
  operation: string | null;
  problems: string[];
}

interface MediaType {
  schema?: Schema;
}
interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: Schema;
  required?: string[];
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: unknown;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Characters outside `{parameters}`: the router prefers the more static route. */
  staticLength: number;
  operation: Operation;
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch"]);

/**
 * Checks real requests and answers against an OpenAPI 3.0 document: the operation exists, the
 * answer's status is declared, its media type is one the status declares (none for a bodiless
 * answer), a JSON answer matches its schema; and, for a request the API accepted (status below
 * 400), that its body's media type is declared, a required body was sent, and a form's fields
 * are the kinds (file or text) the document says, its required ones present.
 * A request the API refused may be off-document on purpose (a test of malformed input): only its
 * answer is held to the document.
 */
export function createDocumentChecker(document: unknown) {
  const openapi = document as Document;
  const schemas = createSchemaCompiler(openapi.components ?? {});
  const routes: Route[] = Object.entries(openapi.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(
          `^${template
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join("[^/]*")}$`,
        ),
        staticLength: template.replace(/\{[^}]+\}/g, "").length,
        operation,
      })),
  );
  routes.sort((a, b) => b.staticLength - a.staticLength);

  const routeOf = (method: string, path: string) =>
    routes.find((route) => route.method === method && route.pattern.test(path));

  function check(exchange: Exchange, options: { answersOnly?: boolean } = {}): CheckedExchange {
    const path = exchange.url.split("?")[0] ?? "";
    const route = routeOf(exchange.method, path);
    if (!route) {
      // HEAD and OPTIONS are Fastify's, not the document's; a 404 or 405 is no route at all.
      const undocumented =
        HTTP_METHODS.has(exchange.method.toLowerCase()) &&
        path.startsWith("/api/") &&
        !path.startsWith("/api/docs") &&
        exchange.status !== 404 &&
        exchange.status !== 405;
      return {
        operation: null,
        problems: undocumented
          ? [`${exchange.method} ${path} answered ${exchange.status}: no such operation`]
          : [],
      };
    }
    const problems = [
      ...answerProblems(route.operation, exchange),
      ...(exchange.status < 400 && !options.answersOnly
        ? requestProblems(route.operation, exchange)
        : []),
    ];
    return { operation: `${route.method} ${route.template}`, problems };
  }

  function answerProblems(operation: Operation, exchange: Exchange): string[] {
    const { status } = exchange;
    const responses = operation.responses ?? {};
    const declared =
      responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!declared) {
      return [`answered ${status}, which is not declared (${Object.keys(responses).join(", ")})`];
    }
    const contentType = header(exchange.responseHeaders, "content-type");
    const body = exchange.responseBody === null ? null : decoded(exchange);
    const hasBody = body === null || body.length > 0 || contentType !== undefined;
    const content = declared.content ?? {};
    const declaredTypes = Object.keys(content);
    if (!hasBody) {
      return declaredTypes.length
        ? [`answered ${status} without a body; declared: ${declaredTypes.join(", ")}`]
        : [];
    }
    if (!declaredTypes.length) {
      return [`answered ${status} with ${contentType ?? "a body"}; declared: no body`];
    }
    const media = matchingMediaType(contentType, declaredTypes);
    if (!media) {
      return [
        `answered ${status} as ${contentType ?? "no content-type"}; declared: ${declaredTypes.join(", ")}`,
      ];
    }
    if (body === null || !isJson(media)) return [];
    const value = parsedJson(body);
    if (value === NOT_JSON) return [`answered ${status} ${media} that is not JSON`];
    return schemas
      .problems(content[media]?.schema ?? {}, value)
      .map((problem) => `answer ${status} ${media}: ${problem}`);
  }

  function requestProblems(operation: Operation, exchange: Exchange): string[] {
    const sent = exchange.requestBody;
    if (sent.kind === "none") {
      return operation.requestBody?.required
        ? [`accepted (${exchange.status}) no body; declared: a required body`]
        : [];
    }
    const contentType = header(exchange.requestHeaders, "content-type");
    const sentType = contentType ? essence(contentType) : "body without a content-type";
    const content = operation.requestBody?.content ?? {};
    const declaredTypes = Object.keys(content);
    const accepted = `accepted (${exchange.status})`;
    if (!declaredTypes.length) {
      // A helper's `payload: {}` to an operation without a body says nothing the API reads.
      if (sent.kind === "json" && isEmptyJson(sent.value)) return [];
      return [`${accepted} ${sentType}; declared: no request body`];
    }
    const media = matchingMediaType(contentType, declaredTypes);
    if (!media) {
      return [`${accepted} ${sentType}; declared: ${declaredTypes.join(", ")}`];
    }
    // An accepted JSON body passed the zod schema the document is made of: it can differ from
    // the document only where JSON Schema cannot follow zod (a limit counted after .trim(), a
    // coerced number), the API being the more lenient. A form is read by its handler: its
    // fields are checked against the document here.
    if (sent.kind !== "bytes" || isJson(media)) return [];
    const schema = content[media]?.schema ?? {};
    if (media === "multipart/form-data" || media === "application/x-www-form-urlencoded") {
      return formProblems(schema, formFields(sent.bytes, contentType ?? media)).map(
        (problem) => `${accepted} ${media}: ${problem}`,
      );
    }
    return [];
  }

  return {
    check,
    /** Every operation of the document, `METHOD /path`. */
    operations: routes.map((route) => `${route.method} ${route.template}`).sort(),
  };
}

const NOT_JSON = Symbol("not JSON");
const parsedJson = (bytes: Buffer): unknown => {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return NOT_JSON;
  }
};

const isEmptyJson = (value: unknown) =>
  value === null ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const header = (headers: Record<string, unknown>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value);
};

const essence = (mediaType: string) => mediaType.split(";")[0]!.trim().toLowerCase();
const isJson = (mediaType: string) => /^application\/([\w.-]+\+)?json$/.test(mediaType);

/** The declared media type a sent one falls under: itself, `type/*` or `*\/*`. */
function matchingMediaType(sent: string | undefined, declared: string[]): string | undefined {
  if (!sent) return undefined;
  const type = essence(sent);
  return (
    declared.find((candidate) => essence(candidate) === type) ??
    declared.find((candidate) => essence(candidate) === `${type.split("/")[0]}/*`) ??
    declared.find((candidate) => essence(candidate) === "*/*")
  );
}

function decoded(exchange: Exchange): Buffer {
  const body = exchange.responseBody ?? Buffer.alloc(0);
  const encoding = header(exchange.responseHeaders, "content-encoding");
  if (!body.length || !encoding || encoding === "identity") return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

type FormFields = [name: string, kind: "file" | "text"][];

/**
 * The names and kinds of a form's fields, read at once (the check stays synchronous): a
 * urlencoded form's names, a multipart part's `name` and whether it has a `filename`.
 */
function formFields(bytes: Buffer, contentType: string): FormFields {
  if (essence(contentType) === "application/x-www-form-urlencoded") {
    return [...new URLSearchParams(bytes.toString("utf8")).keys()].map((name) => [name, "text"]);
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return [];
  // latin1 keeps every byte as one character; names are UTF-8, decoded once found.
  const parts = bytes
    .toString("latin1")
    .split(`--${boundary[1] ?? boundary[2]}`)
    .slice(1, -1);
  return parts.flatMap((part): FormFields => {
    const head = part.slice(0, part.indexOf("\r\n\r\n"));
    const disposition = /^content-disposition:[^\r\n]*$/im.exec(head)?.[0] ?? "";
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return [];
    const utf8 = Buffer.from(name, "latin1").toString("utf8");
    return [[utf8, /;\s*filename\*?=/i.test(disposition) ? "file" : "text"]];
  });
}

/**
 * A form's fields against its schema: files where it says binary and text elsewhere, required
 * ones sent, and others only where the schema allows more (as JSON Schema reads an object).
 */
function formProblems(schema: Schema, fields: FormFields): string[] {
  const properties = schema.properties ?? {};
  const problems: string[] = [];
  for (const [name, kind] of fields) {
    const property = properties[name];
    if (!property) {
      if (schema.additionalProperties === false) problems.push(`field «${name}» is not declared`);
      continue;
    }
    const binary = (property.items ?? property).format === "binary";
    if (binary !== (kind === "file")) {
      problems.push(`field «${name}» was sent as ${kind}, declared as ${binary ? "file" : "text"}`);
    }
  }
  const sent = new Set(fields.map(([name]) => name));
  for (const name of schema.required ?? []) {
    if (!sent.has(name)) problems.push(`required field «${name}» was not sent`);
  }
  return problems;
}
