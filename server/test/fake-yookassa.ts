/**
 * A local HTTP fake of the YooKassa API v3 (https://yookassa.ru/developers/api) for tests.
 *
 * It answers POST /v3/payments, GET /v3/payments/{id}, POST /v3/refunds and GET /v3/refunds/{id}
 * the way the published docs describe: HTTP Basic auth with shopId:secretKey, the Idempotence-Key header
 * (https://yookassa.ru/developers/using-api/interaction-format), error bodies
 * `{ type: "error", id, code, description, parameter }` with the documented HTTP codes
 * (https://yookassa.ru/developers/using-api/response-handling/http-codes), 54-FZ receipt checks
 * (https://yookassa.ru/developers/payment-acceptance/receipts/54fz/parameters-values) and the
 * notification body `{ type: "notification", event, object }`
 * (https://yookassa.ru/developers/using-api/webhooks). Payer actions and failures are driven by
 * plain methods (pay, cancel, refund, failNext, failNextAfterCreate); nothing is sent anywhere.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Amount = { value: string; currency: string };
export type PaymentStatus = "pending" | "waiting_for_capture" | "succeeded" | "canceled";
export type CancellationParty = "merchant" | "yoo_money" | "payment_network";
export type NotificationEvent =
  | "payment.succeeded"
  | "payment.canceled"
  | "payment.waiting_for_capture"
  | "refund.succeeded";

export interface YooKassaPayment {
  id: string;
  status: PaymentStatus;
  paid: boolean;
  amount: Amount;
  income_amount?: Amount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method?:
    | { type: "sbp"; id: string; saved: false }
    | {
        type: "bank_card";
        id: string;
        saved: boolean;
        title: string;
        card: {
          first6: string;
          last4: string;
          expiry_month: string;
          expiry_year: string;
          card_type: string;
        };
      };
  captured_at?: string;
  created_at: string;
  expires_at?: string;
  confirmation: { type: "redirect"; confirmation_url: string; return_url: string };
  test: true;
  refunded_amount?: Amount;
  refundable: boolean;
  receipt_registration?: "pending" | "succeeded" | "canceled";
  metadata: Record<string, string>;
  cancellation_details?: { party: CancellationParty; reason: string };
}

export interface YooKassaRefund {
  id: string;
  payment_id: string;
  status: "pending" | "succeeded" | "canceled";
  amount: Amount;
  created_at: string;
  description?: string;
}

export interface YooKassaNotification {
  type: "notification";
  event: NotificationEvent;
  object: YooKassaPayment | YooKassaRefund;
}

export interface YooKassaError {
  type: "error";
  id: string;
  code: string;
  description: string;
  parameter?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** Lower-cased header names, as Node receives them. */
  headers: Record<string, string>;
  idempotenceKey: string | undefined;
  authorization: string | undefined;
  /** Parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
}

export interface FakeYooKassaOptions {
  shopId?: string;
  secretKey?: string;
  /** The shop works under 54-FZ: every payment must carry a receipt. Default true. */
  requireReceipt?: boolean;
}

export interface FakeYooKassa {
  /** API base including the version, e.g. http://127.0.0.1:PORT/v3 */
  url: string;
  shopId: string;
  secretKey: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
  /**
   * The payer completes the payment: succeeded (capture: true) or waiting_for_capture
   * (capture: false); calling it again on waiting_for_capture captures it.
   */
  pay(id: string): YooKassaPayment;
  cancel(id: string, reason?: string, party?: CancellationParty): YooKassaPayment;
  /** Full refund: the payment stays "succeeded" and gains refunded_amount. */
  refund(id: string): YooKassaRefund;
  /** POST /refunds answers «pending» from now on (true) or «succeeded» at once (false, default). */
  holdRefunds(hold: boolean): void;
  /** A held refund settles: succeeded (the payment's refunded_amount grows) or canceled. */
  settleRefund(id: string, status?: "succeeded" | "canceled"): YooKassaRefund;
  refunds(): YooKassaRefund[];
  payment(id: string): YooKassaPayment | undefined;
  payments(): YooKassaPayment[];
  /** The next `count` POST /payments answer `status` without creating anything. */
  failNext(count: number, status?: number): void;
  /** The next `count` successful POST /payments create (or replay) the payment but answer 500. */
  failNextAfterCreate(count: number): void;
  /** The body YooKassa would POST to the shop; throws if the event does not match the state. */
  notificationFor(id: string, event: NotificationEvent): YooKassaNotification;
}

type Reply = { status: number; body: unknown };
/** [parameter, description] of the first problem found, as YooKassa reports one at a time. */
type Invalid = [parameter: string, description: string];

const ERROR_CODES: Record<number, string> = {
  400: "invalid_request",
  401: "invalid_credentials",
  403: "forbidden",
  404: "not_found",
  405: "invalid_request", // documented without a code
  415: "invalid_request", // documented without a code
  429: "too_many_requests",
};
const YOO_MONEY_REASONS =
  /^(expired_on_confirmation|expired_on_capture|fraud_suspected|internal_timeout|deal_expired)$/;
const MONEY = /^\d+\.\d{2}$/;

const clone = <T>(value: T): T => structuredClone(value);
const kopecks = (value: string) => Math.round(Number(value) * 100);
const rubles = (kop: number) => (kop / 100).toFixed(2);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
/** Ids shaped like YooKassa's, e.g. 2f3b588d-000f-5000-8000-1d6e87c7fbde */
const yooId = (kind: "000f" | "0015") => `${hex(4)}-${kind}-5000-8${hex(2).slice(1)}-${hex(6)}`;
/** Key-order-independent JSON, to tell "the same data" from different data. */
const canonical = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (!isObject(v)) return JSON.stringify(v);
  const keys = Object.keys(v).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
};
const tooLong = (v: unknown, max: number) => typeof v !== "string" || v.length > max;

function error(status: number, description: string, parameter?: string): Reply {
  const code = ERROR_CODES[status] ?? "internal_server_error";
  const body: YooKassaError = { type: "error", id: randomUUID(), code, description };
  if (parameter) body.parameter = parameter;
  return { status, body };
}

function checkAmount(value: unknown, at: string, currency = "RUB"): Invalid | null {
  if (!isObject(value)) return [at, `${at} is required`];
  if (typeof value.value !== "string" || !MONEY.test(value.value) || kopecks(value.value) <= 0)
    return [`${at}.value`, `${at}.value must be a positive string like "1500.00"`];
  if (value.currency !== currency) return [`${at}.currency`, `Currency must be ${currency}`];
  return null;
}

function checkReceipt(receipt: unknown, amount: Amount): Invalid | null {
  if (!isObject(receipt)) return ["receipt", "Receipt is missing or illegal"];
  const { email, phone } = isObject(receipt.customer) ? receipt.customer : {};
  const tax = receipt.tax_system_code;
  if (
    tax !== undefined &&
    (typeof tax !== "number" || !Number.isInteger(tax) || tax < 1 || tax > 6)
  )
    return ["receipt.tax_system_code", "tax_system_code must be a code from 1 to 6"];
  if (email === undefined && phone === undefined)
    return ["receipt.customer", "Receipt customer must have an email or a phone"];
  if (email !== undefined && (tooLong(email, 256) || !/^[^@\s]+@[^@\s]+$/.test(email as string)))
    return ["receipt.customer.email", "Invalid email"];
  // ITU-T E.164 digits, e.g. 79000000000: no spaces, brackets or dashes.
  if (phone !== undefined && (tooLong(phone, 16) || !/^\+?\d{10,15}$/.test(phone as string)))
    return ["receipt.customer.phone", "Phone must be in ITU-T E.164 format"];
  const items = receipt.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100)
    return ["receipt.items", "Receipt must have from 1 to 100 items"];
  let total = 0;
  for (const [i, item] of items.entries()) {
    const at = `receipt.items[${i}]`;
    if (!isObject(item)) return [at, "Item must be an object"];
    if (tooLong(item.description, 128) || item.description === "")
      return [`${at}.description`, "Item description must have 1 to 128 characters"];
    const q = typeof item.quantity === "string" ? Number(item.quantity) : item.quantity;
    if (typeof q !== "number" || !Number.isFinite(q) || q <= 0)
      return [`${at}.quantity`, "Item quantity must be a positive number"];
    const bad = checkAmount(item.amount, `${at}.amount`, amount.currency);
    if (bad) return bad;
    // Documented codes are 1-10 (5% and 7% added in 2025); 11-12 (22% from 2026) are tolerated.
    const vat = item.vat_code;
    if (typeof vat !== "number" || !Number.isInteger(vat) || vat < 1 || vat > 12)
      return [`${at}.vat_code`, "Item vat_code must be a VAT rate code"];
    total += Math.round(kopecks((item.amount as Amount).value) * q);
  }
  if (total !== kopecks(amount.value))
    return ["receipt", `Items total ${rubles(total)} differs from payment amount ${amount.value}`];
  return null;
}

function checkCreate(body: unknown, requireReceipt: boolean): Invalid | null {
  if (!isObject(body)) return ["body", "Request body must be a JSON object"];
  const bad = checkAmount(body.amount, "amount");
  if (bad) return bad;
  if (body.capture !== undefined && typeof body.capture !== "boolean")
    return ["capture", "capture must be a boolean"];
  const c = body.confirmation;
  if (!isObject(c) || c.type !== "redirect")
    return ["confirmation", 'confirmation must be { type: "redirect", return_url }'];
  if (tooLong(c.return_url, 2048) || !/^https?:\/\/[^/\s]+/i.test(c.return_url as string))
    return ["confirmation.return_url", "return_url must be an absolute http(s) URL"];
  if (body.description !== undefined && tooLong(body.description, 128))
    return ["description", "description must be a string of at most 128 characters"];
  const method = body.payment_method_data;
  if (
    method !== undefined &&
    (!isObject(method) || !PAYMENT_METHOD_TYPES.includes(method.type as string))
  )
    return ["payment_method_data.type", "Unknown payment method type"];
  // Documented limits: at most 16 keys, key names up to 32 characters, string values up to 512.
  const meta =
    body.metadata === undefined ? [] : isObject(body.metadata) && Object.entries(body.metadata);
  if (!meta || meta.length > 16 || meta.some(([k, v]) => k.length > 32 || tooLong(v, 512)))
    return ["metadata", "metadata must be an object of at most 16 string values"];
  if (body.receipt !== undefined || requireReceipt)
    return checkReceipt(body.receipt, body.amount as Amount);
  return null;
}

/** The payment_method_data types a shop may ask for (a part of YooKassa's list). */
const PAYMENT_METHOD_TYPES = ["bank_card", "sbp", "yoo_money", "sberbank", "tinkoff_bank"];

const TEST_CARD = { first6: "555555", last4: "4444", expiry_month: "12", expiry_year: "2030" };
const partyFor = (reason: string): CancellationParty =>
  reason === "canceled_by_merchant"
    ? "merchant"
    : YOO_MONEY_REASONS.test(reason)
      ? "yoo_money"
      : "payment_network";

export async function startFakeYooKassa(options: FakeYooKassaOptions = {}): Promise<FakeYooKassa> {
  const shopId = options.shopId ?? "123456";
  const secretKey = options.secretKey ?? "test_secret";
  const requireReceipt = options.requireReceipt ?? true;
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString("base64")}`;
  const store = new Map<string, { payment: YooKassaPayment; capture: boolean }>();
  const refunds = new Map<string, YooKassaRefund>();
  const byKey = new Map<string, { request: string; reply: Reply }>();
  const requests: RecordedRequest[] = [];
  let failures = { count: 0, status: 500 };
  let failuresAfterCreate = 0;
  let holdRefunds = false;
  let origin = "";

  /** What of a payment may still be refunded: its amount less refunds not canceled. */
  const refundable = (id: string) => {
    const payment = store.get(id)?.payment;
    if (!payment) return 0;
    const taken = [...refunds.values()]
      .filter((r) => r.payment_id === id && r.status !== "canceled")
      .reduce((sum, r) => sum + kopecks(r.amount.value), 0);
    return kopecks(payment.amount.value) - taken;
  };
  const addRefunded = (refund: YooKassaRefund) => {
    const payment = stored(refund.payment_id).payment;
    const total = kopecks(payment.refunded_amount?.value ?? "0.00") + kopecks(refund.amount.value);
    payment.refunded_amount = { value: rubles(total), currency: payment.amount.currency };
    payment.refundable = total < kopecks(payment.amount.value);
  };

  /** Checks shared by every POST: failures on demand, auth, JSON, the Idempotence-Key. */
  function postHeaders({ headers }: RecordedRequest, isJson: boolean): Reply | null {
    if (failures.count > 0) {
      failures.count--;
      const { status } = failures;
      return error(status, status === 429 ? "Too many requests" : "Internal server error");
    }
    if (headers.authorization !== expectedAuth) return error(401, "Invalid shopId or secret key");
    if (!headers["content-type"]?.includes("application/json"))
      return error(415, "Content-Type must be application/json", "Content-Type");
    const key = headers["idempotence-key"];
    if (!key) return error(400, "Idempotence-Key header is missing", "Idempotence-Key");
    if (key.length > 64)
      return error(400, "Idempotence-Key is over 64 characters", "Idempotence-Key");
    if (!isJson) return error(400, "Request body is not valid JSON");
    return null;
  }

  function checkRefund(body: unknown): Invalid | null {
    if (!isObject(body)) return ["body", "Request body must be a JSON object"];
    if (typeof body.payment_id !== "string" || !store.has(body.payment_id))
      return ["payment_id", "Payment not found"];
    const payment = stored(body.payment_id).payment;
    if (payment.status !== "succeeded" || !payment.refundable)
      return ["payment_id", "Payment is not refundable"];
    const bad = checkAmount(body.amount, "amount");
    if (bad) return bad;
    if (kopecks((body.amount as Amount).value) > refundable(body.payment_id))
      return ["amount", "Refund amount exceeds the amount that can be refunded"];
    if (body.description !== undefined && tooLong(body.description, 250))
      return ["description", "description must be a string of at most 250 characters"];
    if (body.receipt !== undefined || requireReceipt)
      return checkReceipt(body.receipt, body.amount as Amount);
    return null;
  }

  function createRefund(request: RecordedRequest, isJson: boolean): Reply {
    const refused = postHeaders(request, isJson);
    if (refused) return refused;
    const key = request.headers["idempotence-key"] as string;
    const seen = byKey.get(`refund:${key}`);
    if (seen && seen.request !== canonical(request.body))
      return error(400, "Idempotence key duplicated", "Idempotence-Key");
    if (seen) return clone(seen.reply);
    const invalid = checkRefund(request.body);
    if (invalid) return error(400, invalid[1], invalid[0]);
    const b = request.body as Record<string, unknown>;
    const refund: YooKassaRefund = {
      id: yooId("0015"),
      payment_id: b.payment_id as string,
      status: holdRefunds ? "pending" : "succeeded",
      amount: clone(b.amount as Amount),
      created_at: new Date().toISOString(),
      ...(b.description === undefined ? {} : { description: b.description as string }),
    };
    refunds.set(refund.id, refund);
    if (refund.status === "succeeded") addRefunded(refund);
    const reply = { status: 200, body: clone(refund) };
    byKey.set(`refund:${key}`, { request: canonical(request.body), reply });
    return clone(reply);
  }

  function createPayment(request: RecordedRequest, isJson: boolean): Reply {
    const refused = postHeaders(request, isJson);
    if (refused) return refused;
    const { headers, body } = request;
    const key = headers["idempotence-key"] as string;
    const seen = byKey.get(key);
    if (seen && seen.request !== canonical(body))
      return error(400, "Idempotence key duplicated", "Idempotence-Key");
    // A repeat with the same key and data gets "the result of the original request": the
    // payment as it was answered at creation, without creating another one.
    let reply = seen?.reply;
    if (!reply) {
      const invalid = checkCreate(body, requireReceipt);
      if (invalid) return error(400, invalid[1], invalid[0]);
      const b = body as Record<string, unknown>;
      const id = yooId("000f");
      const payment: YooKassaPayment = {
        id,
        status: "pending",
        paid: false,
        amount: clone(b.amount as Amount),
        ...(b.description === undefined ? {} : { description: b.description as string }),
        recipient: { account_id: shopId, gateway_id: "1000001" },
        created_at: new Date().toISOString(),
        confirmation: {
          type: "redirect",
          confirmation_url: `${origin}/checkout/payments/v2/contract?orderId=${id}`,
          return_url: (b.confirmation as { return_url: string }).return_url,
        },
        test: true,
        refundable: false,
        ...(b.receipt === undefined ? {} : { receipt_registration: "pending" as const }),
        metadata: clone((b.metadata ?? {}) as Record<string, string>),
      };
      // A method asked for at creation is the payment's from the start (the QR of СБП).
      if ((b.payment_method_data as { type?: string } | undefined)?.type === "sbp") {
        payment.payment_method = { type: "sbp", id, saved: false };
      }
      store.set(id, { payment, capture: b.capture !== false });
      reply = { status: 200, body: clone(payment) };
      byKey.set(key, { request: canonical(body), reply });
    }
    if (failuresAfterCreate > 0) {
      failuresAfterCreate--;
      return error(500, "Internal server error");
    }
    return clone(reply);
  }

  function route(request: RecordedRequest, isJson: boolean): Reply {
    const { method, path, headers } = request;
    if (path === "/v3/payments")
      return method === "POST" ? createPayment(request, isJson) : error(405, "Method not allowed");
    if (path === "/v3/refunds")
      return method === "POST" ? createRefund(request, isJson) : error(405, "Method not allowed");
    const [, kind, id] = /^\/v3\/(payments|refunds)\/([^/]+)$/.exec(path) ?? [];
    if (!kind || !id) return error(404, "Resource not found");
    if (method !== "GET") return error(405, "Method not allowed");
    if (headers.authorization !== expectedAuth) return error(401, "Invalid shopId or secret key");
    const found = kind === "payments" ? store.get(id)?.payment : refunds.get(id);
    return found ? { status: 200, body: clone(found) } : error(404, `No ${kind} with id ${id}`);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw === "" ? undefined : raw;
      let isJson = false;
      try {
        body = JSON.parse(raw);
        isJson = true;
      } catch {
        // not JSON: the log keeps the raw text and POST answers 400
      }
      const headers = flatten(req.headers);
      const request: RecordedRequest = {
        method: req.method ?? "GET",
        path: new URL(req.url ?? "/", origin).pathname,
        headers,
        idempotenceKey: headers["idempotence-key"],
        authorization: headers.authorization,
        body,
      };
      requests.push(request);
      let reply: Reply;
      try {
        reply = route(request, isJson);
      } catch (e) {
        reply = error(500, e instanceof Error ? e.message : "Internal server error");
      }
      res.writeHead(reply.status, { "content-type": "application/json;charset=UTF-8" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function stored(id: string) {
    const found = store.get(id);
    if (!found) throw new Error(`fake YooKassa: no payment ${id}`);
    return found;
  }

  return {
    url: `${origin}/v3`,
    shopId,
    secretKey,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
    pay(id) {
      const { payment: p, capture } = stored(id);
      const now = Date.now();
      if (p.status !== "pending" && p.status !== "waiting_for_capture")
        throw new Error(`fake YooKassa: cannot pay a ${p.status} payment`);
      p.paid = true;
      p.payment_method ??= {
        type: "bank_card",
        id,
        saved: false,
        title: "Bank card *4444",
        card: { ...TEST_CARD, card_type: "MasterCard" },
      };
      if (p.status === "pending" && !capture) {
        p.status = "waiting_for_capture";
        p.expires_at = new Date(now + 7 * 86_400_000).toISOString();
        return clone(p);
      }
      const fee = Math.round(kopecks(p.amount.value) * 0.035); // an illustrative 3.5% commission
      p.income_amount = {
        value: rubles(kopecks(p.amount.value) - fee),
        currency: p.amount.currency,
      };
      Object.assign(p, {
        status: "succeeded",
        captured_at: new Date(now).toISOString(),
        refundable: true,
      });
      delete p.expires_at;
      if (p.receipt_registration) p.receipt_registration = "succeeded";
      return clone(p);
    },
    cancel(id, reason = "expired_on_confirmation", party = partyFor(reason)) {
      const { payment: p } = stored(id);
      if (p.status !== "pending" && p.status !== "waiting_for_capture")
        throw new Error(`fake YooKassa: cannot cancel a ${p.status} payment`);
      Object.assign(p, {
        status: "canceled",
        paid: false,
        cancellation_details: { party, reason },
      });
      delete p.expires_at;
      if (p.receipt_registration) p.receipt_registration = "canceled";
      return clone(p);
    },
    refund(id) {
      const { payment: p } = stored(id);
      if (p.status !== "succeeded" || !p.refundable)
        throw new Error(`fake YooKassa: payment ${id} is not refundable`);
      Object.assign(p, { refunded_amount: clone(p.amount), refundable: false });
      const created_at = new Date().toISOString();
      const refund = {
        id: yooId("0015"),
        payment_id: id,
        status: "succeeded" as const,
        amount: clone(p.amount),
        created_at,
      };
      refunds.set(refund.id, refund);
      return clone(refund);
    },
    holdRefunds(hold) {
      holdRefunds = hold;
    },
    settleRefund(id, status = "succeeded") {
      const refund = refunds.get(id);
      if (refund?.status !== "pending")
        throw new Error(`fake YooKassa: refund ${id} is not pending`);
      refund.status = status;
      if (status === "succeeded") addRefunded(refund);
      return clone(refund);
    },
    refunds: () => [...refunds.values()].map(clone),
    payment: (id) => clone(store.get(id)?.payment),
    payments: () => [...store.values()].map((s) => clone(s.payment)),
    failNext(count, status = 500) {
      failures = { count, status };
    },
    failNextAfterCreate(count) {
      failuresAfterCreate = count;
    },
    notificationFor(id, event) {
      const { payment: p } = stored(id);
      if (event === "refund.succeeded") {
        const refund = [...refunds.values()].filter((r) => r.payment_id === id).at(-1);
        if (!refund) throw new Error(`fake YooKassa: payment ${id} has no refund`);
        return { type: "notification", event, object: clone(refund) };
      }
      if (`payment.${p.status}` !== event)
        throw new Error(`fake YooKassa: payment ${id} is ${p.status}, not ${event}`);
      return { type: "notification", event, object: clone(p) };
    },
  };
}

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

/**
 * A test app whose payments go to `fake`, with retries quick enough for a test; `env` adds to
 * (or replaces) the YooKassa settings.
 */
export async function buildYooKassaTestApp(fake: FakeYooKassa, env: Record<string, string> = {}) {
  // Imported here, not at the top: the fake itself is plain HTTP and is used without an app too.
  const { buildTestApp } = await import("./test-app.ts");
  const { createYooKassaProvider } = await import("../platform/payments/yookassa-provider.ts");
  return buildTestApp({
    env: {
      PAYMENT_PROVIDER: "yookassa",
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.url,
      PUBLIC_URL: "http://localhost",
      ...env,
    },
    paymentProvider: createYooKassaProvider({
      shopId: fake.shopId,
      secretKey: fake.secretKey,
      apiUrl: fake.url,
      retryDelaysMs: [10, 10, 10],
    }),
  });
}
