import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/**
 * The document's schemas (OpenAPI 3.0's dialect of JSON Schema) compiled by Ajv, each once per
 * worker however many answers it checks. 3.0 differs from the draft Ajv speaks in one keyword we
 * emit: `exclusiveMinimum: true` beside `minimum` (zod's `.positive()`) is draft-04's boolean
 * form; it becomes the number form here. `nullable` Ajv reads itself.
 */
export function createSchemaCompiler(components: unknown) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // A file's bytes (`type: string, format: binary`): nothing to check in them.
  ajv.addFormat("binary", true);
  ajv.addSchema({ $id: DOCUMENT_ID, components: toDraft07(components) });
  // By the schema object (the document's own, the same each time), and equal schemas (every
  // `{ detail }`) compiled once.
  const bySchema = new WeakMap<object, ValidateFunction>();
  const byText = new Map<string, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = bySchema.get(schema);
    if (validate) return validate;
    const text = JSON.stringify(schema);
    validate = byText.get(text) ?? ajv.compile(toDraft07(schema) as object);
    byText.set(text, validate);
    bySchema.set(schema, validate);
    return validate;
  };
  return {
    /** The problems of `value` under `schema`, at most three, each with its JSON pointer. */
    problems(schema: object, value: unknown): string[] {
      const validate = validatorOf(schema);
      if (validate(value)) return [];
      return (validate.errors ?? [])
        .slice(0, 3)
        .map((error) =>
          `${error.instancePath || "(root)"} ${error.message ?? ""} ${paramsOf(error.params)}`.trim(),
        );
    },
  };
}

const DOCUMENT_ID = "openapi-document";

const paramsOf = (params: Record<string, unknown>) => {
  const shown = Object.entries(params).filter(([, value]) => typeof value !== "object");
  return shown.length ? `(${shown.map(([key, value]) => `${key}: ${value}`).join(", ")})` : "";
};

function toDraft07(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft07);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/")) {
      out.$ref = `${DOCUMENT_ID}${value}`;
    } else if (key === "properties" && value && typeof value === "object") {
      // Property names are data, not keywords: only their schemas are converted.
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, toDraft07(schema)]),
      );
    } else {
      out[key] = toDraft07(value);
    }
  }
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (out[flag] === true && typeof out[bound] === "number") {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) {
      delete out[flag];
    }
  }
  return out;
}
