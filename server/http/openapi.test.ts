import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TEXTS } from "../../domain/errors.ts";
import { formBody } from "../test/chat-fixtures.ts";
import { createDocumentChecker, type Exchange } from "../test/openapi-check/document-checker.ts";
import { createSchemaCompiler } from "../test/openapi-check/openapi-schemas.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { STORED_FILE_TYPES } from "./media-schemas.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

function operations(): [string, Operation][] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
    ),
  );
}

describe("the OpenAPI document (/api/docs)", () => {
  it("names every operation once, so generated clients read well", () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    const unnamed = all.filter(([, operation]) => !operation.operationId).map(([route]) => route);
    expect(unnamed).toEqual([]);
    const ids = all.map(([, operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("declares the security of every operation: the Bearer token, or none for public calls", () => {
    const undeclared = all().filter(([, operation]) => !Array.isArray(operation.security));
    expect(undeclared.map(([route]) => route)).toEqual([]);
  });
});

describe("the OpenAPI document passes redocly's recommended rules (scripts/openapi-lint.ts)", () => {
  it("names its server: the API answers on the docs page's own origin", () => {
    expect((t.app.swagger() as { servers?: unknown[] }).servers).toEqual([{ url: "/" }]);
  });

  it("gives every operation a success, a 400 and, when it wants the token, a 401", () => {
    const incomplete = all()
      .filter(([, { responses = {}, security = [] }]) => {
        const codes = Object.keys(responses);
        const wantsToken = security.some((requirement) => "bearer" in requirement);
        // A browser's redirect (signing in with Yandex ID) succeeds with its 3xx.
        return (
          !codes.some((code) => code.startsWith("2") || code.startsWith("3")) ||
          !codes.includes("400") ||
          (wantsToken && !codes.includes("401"))
        );
      })
      .map(([route, { responses = {} }]) => `${route}: ${Object.keys(responses).join(", ")}`);
    expect(incomplete).toEqual([]);
  });

  it("keeps a route's own answers: an event stream's 200 and 429 stay beside the added ones", () => {
    const events = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    expect(Object.keys(events.paths["/api/events"]?.get?.responses ?? {})).toEqual([
      "200",
      "400",
      "401",
      "403",
      "429",
      "500",
      "503",
    ]);
  });

  it("says which operations need a fresh proof of identity, and how to give it", () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const refund = document.paths["/api/executor/payments/{id}/refund"]?.post?.responses?.["403"];
    expect(JSON.stringify(refund)).toContain("reauthentication_required");
    const list = document.paths["/api/executor/payments"]?.get?.responses?.["403"];
    expect(JSON.stringify(list)).not.toContain("reauthentication_required");
  });

  it("marks nothing nullable without a type (OpenAPI 3.0): the null sits in a union's branch", () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && !("type" in schema)) untyped.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(t.app.swagger(), "#");
    expect(untyped).toEqual([]);
    // The union itself still takes null: analytics' service_id may be sent as null.
    const track = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const serviceId = JSON.stringify(track.paths["/api/analytics/track"]);
    expect(serviceId).toMatch(
      /"service_id":\{"anyOf":\[\{"type":"string","maxLength":64,"nullable":true\}/,
    );
  });
});

const all = operations;

interface MediaType {
  schema?: {
    type?: string;
    format?: string;
    properties?: Record<string, { type?: string; format?: string; items?: { format?: string } }>;
    required?: string[];
  };
}
type Content = Record<string, MediaType>;

function operation(route: string) {
  const found = all().find(([name]) => name === route);
  if (!found) throw new Error(`no operation ${route}`);
  return found[1] as Operation & {
    requestBody?: { content?: Content };
    responses: Record<string, { content?: Content }>;
  };
}

/** The fields of a form body: name → "file" or "text". */
function formFields(content: Content | undefined, mediaType: string) {
  const properties = content?.[mediaType]?.schema?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      (property.items ?? property).format === "binary" ? "file" : "text",
    ]),
  );
}

describe("the OpenAPI document says what each operation takes and answers (issue 43 §5)", () => {
  it("declares every success with its media types, and a 204 with none", () => {
    const wrong = all().flatMap(([route, { responses = {} }]) =>
      Object.entries(responses as Record<string, { content?: Content }>)
        .filter(([code]) => code.startsWith("2"))
        .filter(([code, answer]) => (code === "204") === Boolean(answer.content))
        .map(([code]) => `${route} ${code}`),
    );
    expect(wrong).toEqual([]);
  });

  it("declares files as files: PDFs, zips, calendars, downloads and pictures, none as JSON", () => {
    const files = {
      "GET /api/billing/documents/{id}/pdf": ["application/pdf"],
      "GET /api/chat/sessions/{id}/transcript.pdf": ["application/pdf"],
      "GET /api/chat/sessions/{id}/transcript.zip": ["application/zip"],
      "GET /api/guest/chat/sessions/{id}/transcript.zip": ["application/zip"],
      "GET /api/chat/files/{id}/download": STORED_FILE_TYPES,
      "GET /api/files/{id}/download": STORED_FILE_TYPES,
      "GET /api/corporate/documents/{id}/download": STORED_FILE_TYPES,
      "GET /api/executor/corporate-clients/{id}/documents/{documentId}/download": STORED_FILE_TYPES,
      "GET /api/guest/chat/sessions/{id}/files/{fileId}": [
        ...STORED_FILE_TYPES,
        "application/json",
      ],
      "GET /api/trusted-clients/{id}/logo": ["image/png", "image/jpeg"],
      "GET /api/staff/{id}/photo": ["image/png", "image/jpeg"],
      "GET /api/executor/court-events/export": ["text/calendar"],
      "GET /api/court-events/feed/{token}": ["text/calendar"],
      "GET /metrics": ["text/plain"],
    };
    for (const [route, types] of Object.entries(files)) {
      const content = operation(route).responses["200"]?.content ?? {};
      expect(Object.keys(content), route).toEqual(types);
      for (const [type, { schema }] of Object.entries(content)) {
        if (type === "application/json") continue;
        expect(schema?.type, `${route} ${type}`).toBe("string");
        if (!type.startsWith("text/")) expect(schema?.format, `${route} ${type}`).toBe("binary");
      }
    }
    expect(STORED_FILE_TYPES).toEqual(expect.arrayContaining(["application/pdf", "image/png"]));
  });

  it("declares the bodies of sends and uploads: multipart forms with their files, JSON where taken", () => {
    const message = { content: "text", files: "file" };
    const forms: Record<string, Record<string, Record<string, string>>> = {
      "POST /api/chat/sessions/{id}/messages": {
        "multipart/form-data": message,
        "application/json": { content: "text" },
      },
      "POST /api/guest/chat/sessions/{id}/messages": {
        "multipart/form-data": message,
        "application/json": { content: "text" },
      },
      "POST /api/chat/sessions/{id}/executor-messages": {
        "multipart/form-data": {
          message_type: "text",
          payment_amount: "text",
          content: "text",
          service_title: "text",
        },
        "application/json": {
          message_type: "text",
          payment_amount: "text",
          content: "text",
          service_title: "text",
        },
      },
      "POST /api/files/upload": { "multipart/form-data": { file: "file", folder_id: "text" } },
      "POST /api/corporate/documents": {
        "multipart/form-data": {
          category: "text",
          bulk: "text",
          name: "text",
          file_type: "text",
          file: "file",
        },
      },
      "POST /api/corporate/profile/documents": {
        "multipart/form-data": { name: "text", file_type: "text", file: "file" },
      },
      "POST /api/executor/document-templates": {
        "multipart/form-data": { name: "text", file: "file" },
      },
      "POST /api/trusted-clients": {
        "multipart/form-data": { name: "text", url: "text", file: "file" },
      },
      "PUT /api/executor/profile/photo": { "multipart/form-data": { file: "file" } },
      "POST /api/mail/unsubscribe": {
        "application/x-www-form-urlencoded": { "List-Unsubscribe": "text" },
      },
    };
    for (const [route, byType] of Object.entries(forms)) {
      const content = operation(route).requestBody?.content;
      expect(Object.keys(content ?? {}), route).toEqual(Object.keys(byType));
      for (const [type, fields] of Object.entries(byType)) {
        expect(formFields(content, type), `${route} ${type}`).toEqual(fields);
      }
    }
    // A file is required where the upload needs one.
    expect(
      operation("POST /api/files/upload").requestBody?.content?.["multipart/form-data"]?.schema
        ?.required,
    ).toEqual(["file"]);
  });

  it("answers what Fastify refuses before any route like the rest: { detail } in Russian", async () => {
    const tooLong = await t.app.inject({ url: `/api/services/${"1".repeat(200)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(Object.keys(operation("GET /api/services/{id}").responses)).toContain("414");
    const badUrl = await t.app.inject({ url: "/api/services/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    for (const answer of [tooLong, badUrl]) {
      expect(answer.json()).toEqual({ detail: API_TEXTS.badRequest });
    }
    // A body in a format no parser takes: 415, in Russian, and said by the document.
    const xml = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().detail).toMatch(/[а-яё]/i);
    expect(Object.keys(operation("POST /api/auth/login").responses)).toContain("415");
  });

  it("marks a body required unless the route takes it .nullish()", () => {
    const required = (route: string) =>
      (operation(route).requestBody as { required?: boolean } | undefined)?.required;
    expect(required("POST /api/chat/sessions/{id}/mark-paid")).toBe(false);
    expect(required("POST /api/chat/sessions/{id}/start-task")).toBe(false);
    expect(required("POST /api/mail/unsubscribe")).toBe(false);
    expect(required("POST /api/chat/sessions/{id}/update-payment-status")).toBe(true);
    expect(required("POST /api/chat/sessions/{id}/messages")).toBe(true);
  });

  it("declares the 404 a chat file's download answers for a file the caller may not see", () => {
    expect(Object.keys(operation("GET /api/chat/files/{id}/download").responses)).toContain("404");
  });

  it("says what PUT /api/services/{id} requires: the whole form, or is_active alone", () => {
    const schema = operation("PUT /api/services/{id}").requestBody?.content?.["application/json"]
      ?.schema as object;
    const { problems } = createSchemaCompiler({});
    const form = { title: "Иск", description: "Описание", tooltip: "Подсказка", base_price: 5000 };
    expect(problems(schema, form)).toEqual([]);
    expect(problems(schema, { ...form, category: "claims" })).toEqual([]);
    expect(problems(schema, { is_active: false })).toEqual([]);
    const { title: _, ...withoutTitle } = form;
    for (const refused of [withoutTitle, { title: "Иск" }, { is_active: true, title: "Иск" }, {}]) {
      expect(problems(schema, refused), JSON.stringify(refused)).not.toEqual([]);
    }
  });

  it("lists null among a nullable enum's values, as OpenAPI 3.0.3 requires for null to pass", () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
        missing.push(at);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(t.app.swagger(), "#");
    expect(missing).toEqual([]);
    const me = operation("GET /api/auth/me").responses["200"]?.content?.["application/json"]
      ?.schema as { properties: Record<string, { enum?: unknown[] }> };
    expect(me.properties.client_type?.enum).toEqual(["individual", "corporate", null]);
  });
});

describe("the suite's check of every request and answer against the document (decision 052)", () => {
  const answer = (status: number, body: unknown, type = "application/json; charset=utf-8") => ({
    status,
    responseHeaders: body === undefined ? {} : { "content-type": type },
    responseBody:
      body === undefined
        ? Buffer.alloc(0)
        : Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
  });
  const get = (url: string) => ({
    method: "GET",
    url,
    requestHeaders: {},
    requestBody: { kind: "none" } as const,
  });
  async function post(url: string, form: Awaited<ReturnType<typeof formBody>>) {
    return {
      method: "POST",
      url,
      requestHeaders: form.headers,
      requestBody: { kind: "bytes", bytes: form.payload } as const,
    };
  }
  let checker: ReturnType<typeof createDocumentChecker> | undefined;
  const problemsOf = async (exchange: Exchange) => {
    checker ??= createDocumentChecker(t.app.swagger());
    return checker.check(exchange).problems;
  };

  it("finds an undeclared status, an undeclared media type, JSON off its schema and a 204's body", async () => {
    expect(
      await problemsOf({ ...get("/api/services/1"), ...answer(418, { detail: "x" }) }),
    ).toEqual([expect.stringContaining("answered 418, which is not declared")]);
    expect(
      await problemsOf({ ...get("/api/billing/documents/1/pdf"), ...answer(200, { pdf: 1 }) }),
    ).toEqual([expect.stringContaining("declared: application/pdf")]);
    expect(
      await problemsOf({ ...get("/api/services/1"), ...answer(200, { id: 1 }) }),
    ).toContainEqual(expect.stringContaining("must have required property 'title'"));
    const typing = {
      method: "POST",
      url: "/api/guest/chat/sessions/abc/typing",
      requestHeaders: {},
      requestBody: { kind: "none" } as const,
    };
    expect(await problemsOf({ ...typing, ...answer(204, null) })).toEqual([
      expect.stringContaining("declared: no body"),
    ]);
    expect(await problemsOf({ ...typing, ...answer(204, undefined) })).toEqual([]);
    expect(await problemsOf({ ...get("/api/no-such-thing"), ...answer(200, {}) })).toEqual([
      expect.stringContaining("no such operation"),
    ]);
    expect(await problemsOf({ ...get("/api/no-such-thing"), ...answer(404, {}) })).toEqual([]);
  });

  it("holds an accepted request to the document, a refused one only by its answer", async () => {
    const url = "/api/files/upload";
    const uploaded = {
      id: "1",
      file_name: "a.pdf",
      file_type: "application/pdf",
      size_bytes: 1,
      folder_id: null,
      created_at: "2026-01-01T00:00:00.000Z",
    };
    const fileAsFolder = await formBody({}, [
      { field: "file", file: { name: "a.pdf", bytes: "%PDF" } },
      { field: "folder_id", file: { name: "b.pdf", bytes: "%PDF" } },
    ]);
    expect(
      await problemsOf({ ...(await post(url, fileAsFolder)), ...answer(201, uploaded) }),
    ).toContainEqual(
      expect.stringContaining("field «folder_id» was sent as file, declared as text"),
    );
    const noFile = await formBody({ folder_id: "1" });
    expect(
      await problemsOf({ ...(await post(url, noFile)), ...answer(201, uploaded) }),
    ).toContainEqual(expect.stringContaining("required field «file» was not sent"));
    expect(
      await problemsOf({ ...(await post(url, noFile)), ...answer(400, { detail: "Нет файла" }) }),
    ).toEqual([]);
    const json = {
      method: "POST",
      url: "/api/files/upload",
      requestHeaders: { "content-type": "application/json" },
      requestBody: { kind: "json", value: { file: "x" } } as const,
    };
    expect(await problemsOf({ ...json, ...answer(201, uploaded) })).toContainEqual(
      expect.stringContaining("accepted (201) application/json; declared: multipart/form-data"),
    );
  });
});
