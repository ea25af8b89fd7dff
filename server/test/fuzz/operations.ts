import type { App } from "../../app.ts";

/** The parts of a JSON Schema (as the OpenAPI document has them) the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** One operation of the OpenAPI document, as the fuzz test calls it. */
export interface Operation {
  /** `METHOD /path`, as the access matrix names it. */
  route: string;
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** The path with `{placeholders}`. */
  template: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema, when the operation declares one. */
  body: JsonSchema | null;
}

interface DocumentOperation {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the app's OpenAPI document, in the document's order. */
export function documentOperations(app: App): Operation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, DocumentOperation>>;
  };
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        route: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase() as Operation["method"],
        template,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
        body: operation.requestBody?.content?.["application/json"]?.schema ?? null,
      };
    }),
  );
}

/**
 * A value the schema accepts, for the parts of a call that are not being broken: the required
 * properties only, each the simplest its type and format allow.
 */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return "текст";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sampleOf(choice.find((option) => option.type !== "null") ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name])]),
      );
    default:
      return stringSample(schema);
  }
}

function stringSample(schema: JsonSchema): string {
  switch (schema.format) {
    case "email":
      return "fuzz@example.ru";
    case "date-time":
      return new Date(Date.UTC(2026, 0, 15, 10)).toISOString();
    case "date":
      return "2026-01-15";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "uri":
      return "http://localhost/";
    default:
      return "т".repeat(Math.max(1, schema.minLength ?? 1));
  }
}
