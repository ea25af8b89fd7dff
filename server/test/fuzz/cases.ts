import { formBody, PDF_BYTES } from "../chat-fixtures.ts";
import type { Operation } from "./operations.ts";
import { sampleOf } from "./operations.ts";
import {
  BIDI_TEXT,
  JSON_VALUES,
  LONG_TEXT,
  NUL_TEXT,
  RAW_JSON_BODIES,
  URL_VALUES,
} from "./values.ts";

/** One request of the fuzz test, named for the report. */
export interface FuzzCase {
  name: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** A valid call to start from: the access matrix's request, with the ids it names. */
export interface BaseCall {
  params: Record<string, string | number>;
  query: Record<string, string>;
  /** A JSON value, or a ready multipart body with its content-type in `headers`. */
  payload?: unknown;
  headers: Record<string, string>;
}

const JSON_HEADERS = { "content-type": "application/json" };

/**
 * The malformed requests of one operation: each changes one thing of a valid call (a path
 * parameter, a query value, the body or one of its properties), so the answer is about that one
 * thing. Deterministic: the same operation always gets the same cases.
 */
export async function casesOf(operation: Operation, base: BaseCall): Promise<FuzzCase[]> {
  const params = { ...base.params };
  for (const { name, schema } of operation.pathParams) params[name] ??= String(sampleOf(schema));
  const query = { ...base.query };
  for (const { name, schema, required } of operation.queryParams) {
    if (required) query[name] ??= String(sampleOf(schema));
  }
  const basePayload = base.payload ?? (operation.body ? sampleOf(operation.body) : undefined);
  const bodyOf = (
    payload: unknown,
  ): { payload?: string | Buffer; headers: Record<string, string> } =>
    payload === undefined
      ? { headers: base.headers }
      : typeof payload === "string" || Buffer.isBuffer(payload)
        ? { payload, headers: base.headers }
        : { payload: JSON.stringify(payload), headers: { ...base.headers, ...JSON_HEADERS } };
  const make = (
    name: string,
    parts: { params?: typeof params; query?: string; payload?: unknown; raw?: string | Buffer },
    headers: Record<string, string> = {},
  ): FuzzCase => {
    const body =
      parts.raw !== undefined
        ? { payload: parts.raw, headers: { ...base.headers, ...headers } }
        : bodyOf(parts.payload === undefined ? basePayload : parts.payload);
    return {
      name,
      url: urlOf(operation.template, parts.params ?? params, parts.query ?? queryString(query)),
      ...body,
      headers: { ...body.headers, ...headers },
    };
  };

  const cases: FuzzCase[] = [];
  for (const { name } of operation.pathParams) {
    for (const [label, value] of Object.entries(URL_VALUES)) {
      cases.push(make(`path {${name}}: ${label}`, { params: { ...params, [name]: value } }));
    }
  }
  for (const { name } of operation.queryParams) {
    for (const [label, value] of Object.entries(URL_VALUES)) {
      cases.push(
        make(`query ${name}: ${label}`, { query: queryString({ ...query, [name]: value }) }),
      );
    }
    const repeated = `${queryString(query)}&${name}=1&${name}=2`.replace(/^&/, "");
    cases.push(make(`query ${name}: repeated (an array)`, { query: repeated }));
  }
  if (operation.method === "GET") return cases;

  const rawBodies = Object.entries(RAW_JSON_BODIES);
  for (const [label, raw] of operation.body ? rawBodies : rawBodies.slice(0, 2)) {
    cases.push(make(`body: ${label}`, { raw }, JSON_HEADERS));
  }
  if (operation.body) {
    const object =
      basePayload && typeof basePayload === "object" && !Array.isArray(basePayload)
        ? (basePayload as Record<string, unknown>)
        : {};
    const properties = new Set([
      ...Object.keys(operation.body.properties ?? {}),
      ...Object.keys(object),
    ]);
    for (const property of properties) {
      for (const [label, value] of Object.entries(JSON_VALUES)) {
        cases.push(
          make(`body.${property}: ${label}`, { payload: { ...object, [property]: value } }),
        );
      }
    }
    cases.push(
      make("body: NUL deep inside an unknown property", {
        payload: { ...object, extra: { list: [{ text: NUL_TEXT }] } },
      }),
    );
  } else {
    cases.push(...(await multipartCases(make)));
  }
  return cases;
}

/** Routes that read a multipart form (chat sends, uploads): broken forms and bad text fields. */
async function multipartCases(
  make: (
    name: string,
    parts: { raw: string | Buffer },
    headers: Record<string, string>,
  ) => FuzzCase,
): Promise<FuzzCase[]> {
  const fields = ["content", "name", "folder_id", "category", "payment_amount", "message_type"];
  const withText = (text: string) => Object.fromEntries(fields.map((field) => [field, text]));
  const pdf = [{ field: "files", file: { name: "документ.pdf", bytes: PDF_BYTES } }];
  const forms: [string, Awaited<ReturnType<typeof formBody>>][] = [
    ["multipart: NUL in every text field", await formBody(withText(NUL_TEXT))],
    ["multipart: NUL in the text, with a file", await formBody({ content: NUL_TEXT }, pdf)],
    ["multipart: bidi in every text field", await formBody(withText(BIDI_TEXT))],
    ["multipart: 70,000 characters in every field", await formBody(withText(LONG_TEXT))],
    ["multipart: numbers out of range", await formBody(withText("99999999999999999999"))],
    [
      "multipart: a file named with NUL and bidi",
      await formBody({}, [
        { field: "file", file: { name: `a\u0000b\u202Efdp.pdf`, bytes: PDF_BYTES } },
      ]),
    ],
  ];
  const cases = forms.map(([name, form]) => make(name, { raw: form.payload }, form.headers));
  cases.push(
    make(
      "multipart: cut off in the middle",
      { raw: '--b\r\ncontent-disposition: form-data; name="content"\r\n\r\nтекст' },
      { "content-type": "multipart/form-data; boundary=b" },
    ),
    make("multipart: no boundary", { raw: "x" }, { "content-type": "multipart/form-data" }),
  );
  return cases;
}

function urlOf(template: string, params: Record<string, string | number>, query: string) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "1")),
  );
  return query ? `${path}?${query}` : path;
}

const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();
