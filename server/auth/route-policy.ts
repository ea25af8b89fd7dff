import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { needsReauthentication } from "../../domain/access/reauthentication.ts";
import { CHAT_TEXTS } from "../../domain/chat/chat.ts";
import { CORPORATE_TEXTS } from "../../domain/corporate/corporate.ts";
import { API_TEXTS } from "../../domain/errors.ts";
import {
  OPERATIONS_DURING_PHONE_CONFIRMATION,
  PHONE_AUTH_TEXTS,
  PHONE_CONFIRMATION_REQUIRED,
} from "../../domain/phone-auth/phone-auth.ts";
import { AUTH_TEXTS } from "../../domain/users/auth-texts.ts";
import {
  OPERATIONS_DURING_SECOND_FACTOR_SETUP,
  SECOND_FACTOR_SETUP_REQUIRED,
  SECOND_FACTOR_TEXTS,
} from "../../domain/users/second-factor.ts";
import { isExecutorRole } from "../../domain/users/users.ts";
import { AppError, forbidden, notFound, unauthorized } from "../errors.ts";
import { type ProofDeps, requireRecentReauthentication } from "./reauthentication.ts";
import type { UserRow } from "./sessions.ts";

/**
 * One policy for every route (issue 43, docs/decisions/049): each route declares in its `config`
 * who may call it (`access`) and, when its path names an object, what kind of object that is
 * (`object`); the hooks below enforce both, and the operations of
 * domain/access/reauthentication.ts need a recent re-authentication besides. A route that
 * declares nothing is refused when it is registered, so the app does not start: a new route
 * cannot forget its rule.
 */

/** Who may call a route at all. */
export const CALLERS = ["anyone", "signed-in", "client", "corporate", "staff", "admin"] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * Objects the policy finds itself, for the caller, before the handler runs: whatever the caller
 * may not see answers 404, like a missing id, so ids cannot be probed.
 */
export const CHECKED_OBJECTS = [
  "chat",
  "chat-file",
  "guest-chat",
  "client",
  "company",
  "payment",
  "billing-document",
  "archive-file",
  "folder",
  "corporate-document",
  "court-event",
  "canned-reply",
  "auth-session",
  "signature-request",
  "booking",
] as const;
export type CheckedObject = (typeof CHECKED_OBJECTS)[number];

/**
 * - a checked object (above);
 * - `firm`: one of the firm's shared records (a service, an article, a review, a member of staff,
 *   a tariff): whoever the caller rule admits may reach any of them;
 * - `key`: the id is itself the secret its holder was given (a checkout, a calendar link, a
 *   payment's result page): the route looks it up and a wrong one is simply not found.
 */
export type ObjectKind = CheckedObject | "firm" | "key";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (server/auth/route-policy.ts): every API route says. */
    access?: Caller;
    /** What the path's id names, and so who may reach it: every route with a path id says. */
    object?: ObjectKind;
    /**
     * What a caller the rule refuses is told, when the route says it better than `access`'s
     * default (the spec's «Для добавления отзыва необходимо войти в систему»); an expired session
     * is still told so.
     */
    refusal?: string;
  }
  interface FastifyRequest {
    /** The object the route's path names, as the policy found it for this caller. */
    visibleObject: unknown;
  }
  interface FastifyInstance {
    /** Every policed route's declaration, by `METHOD /openapi/{path}` (tests read it). */
    routePolicies: ReadonlyMap<string, { access: Caller; object?: ObjectKind }>;
  }
}

export interface ObjectRule {
  /** The path parameter that holds the id (default `id`). */
  param?: string;
  /**
   * The object if `user` may reach it; otherwise a 404 (thrown with the kind's own text, or null
   * for the generic one), whether the id is missing or another's.
   */
  find(request: FastifyRequest, user: UserRow | null, id: string): Promise<unknown>;
}
export type ObjectRules = Readonly<Record<CheckedObject, ObjectRule>>;

/** Routes the policy covers: the API and every documented route (/metrics, the sitemaps). */
function policed(route: Pick<RouteOptions, "url" | "schema">): boolean {
  if (route.url.startsWith("/api/docs")) return false;
  return route.url.startsWith("/api/") || Boolean(route.schema?.operationId);
}

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** What is wrong with a route's declaration, or null; the app refuses such a route. */
/**
 * Checked objects a caller without an account may reach by the key they were given: a guest chat
 * (its id) and a booking (its manage token); their rules decide who else sees them.
 */
const KEYED_OBJECTS: readonly ObjectKind[] = ["guest-chat", "booking"];

export function policyProblem(
  route: Pick<RouteOptions, "url" | "schema" | "config">,
): string | null {
  if (!policed(route)) return null;
  const { access, object } = (route.config ?? {}) as { access?: Caller; object?: ObjectKind };
  if (!access || !CALLERS.includes(access)) {
    return `declares no caller: config.access must be one of ${CALLERS.join(", ")}`;
  }
  const params = pathParams(route.url);
  if (params.length > 0 && !object) {
    return `names an object (${params.join(", ")}) but declares no config.object`;
  }
  if (params.length === 0 && object) return `declares config.object "${object}" without a path id`;
  if (
    object &&
    !KEYED_OBJECTS.includes(object) &&
    CHECKED_OBJECTS.includes(object as CheckedObject) &&
    access === "anyone"
  ) {
    return `a checked object ("${object}") needs a signed-in caller, not "anyone"`;
  }
  return null;
}

/** What a caller of another kind is told, unless the route says it better (config.refusal). */
const REFUSALS: Record<Exclude<Caller, "anyone" | "signed-in">, string> = {
  client: CHAT_TEXTS.clientOnly,
  corporate: CORPORATE_TEXTS.corporateOnly,
  staff: AUTH_TEXTS.forbidden,
  admin: AUTH_TEXTS.forbidden,
};

/** The caller's account if `access` admits them: 401 without a session, 403 for another kind. */
function admitted(request: FastifyRequest, access: Caller): UserRow | null {
  if (access === "anyone") return request.user;
  const user = request.user;
  const { refusal } = request.routeOptions.config;
  if (!user) {
    if (request.authTokenRejected) throw unauthorized(AUTH_TEXTS.sessionExpired);
    throw unauthorized(refusal ?? AUTH_TEXTS.notAuthenticated);
  }
  const fits: Record<Exclude<Caller, "anyone">, boolean> = {
    "signed-in": true,
    client: user.role === "client",
    corporate: user.role === "client" && user.clientType === "corporate",
    staff: isExecutorRole(user.role),
    admin: user.role === "admin",
  };
  if (!fits[access]) throw forbidden(refusal ?? REFUSALS[access as keyof typeof REFUSALS]);
  return user;
}

export interface RoutePolicyOptions {
  objects: ObjectRules;
  /** PHONE_CONFIRMATION: `required` refuses an account without a confirmed number (issue 45 §2). */
  phoneConfirmation: "required" | "optional";
  /** Built on first use: the login's limiter exists only once the rate-limit plugin does. */
  proof(): ProofDeps;
}

export const routePolicy = fp<RoutePolicyOptions>(async (app: FastifyInstance, options) => {
  app.decorateRequest("visibleObject", null);
  const declared = new Map<string, { access: Caller; object?: ObjectKind }>();
  app.decorate("routePolicies", declared);

  app.addHook("onRoute", (route) => {
    const problem = policyProblem(route);
    if (problem) throw new Error(`${String(route.method)} ${route.url} ${problem}`);
    const { access, object } = route.config ?? {};
    if (!access || !policed(route)) return;
    const path = route.url.replace(/:(\w+)/g, "{$1}");
    for (const method of [route.method].flat()) {
      declared.set(`${method} ${path}`, { access, ...(object ? { object } : {}) });
    }
  });

  // Before the body is validated: a caller who may not call the route learns nothing of its input,
  // and one without a fresh proof is asked for it whatever they sent (the body is parsed by now,
  // so a proof it carries is read; its own shape is checked by proofCarriedBy).
  app.addHook("preValidation", async (request) => {
    const { access } = request.routeOptions.config;
    if (!access) return;
    const user = admitted(request, access);
    const operation = operationOf(request) ?? "";
    // The law's identification first (149-FZ): until the number is confirmed, only its
    // confirmation, reading oneself and signing out; then a second factor due is set up.
    if (user && access !== "anyone" && phoneConfirmationDue(user, options.phoneConfirmation)) {
      if (OPERATIONS_DURING_PHONE_CONFIRMATION.includes(operation)) return;
      throw new AppError(403, PHONE_AUTH_TEXTS.confirmationRequired, PHONE_CONFIRMATION_REQUIRED);
    }
    if (
      user?.secondFactorSetupDue &&
      access !== "anyone" &&
      !OPERATIONS_DURING_SECOND_FACTOR_SETUP.includes(operationOf(request) ?? "")
    ) {
      throw new AppError(403, SECOND_FACTOR_TEXTS.setupDue, SECOND_FACTOR_SETUP_REQUIRED);
    }
    if (user && needsReauthentication(operationOf(request))) {
      await requireRecentReauthentication(options.proof(), request, user);
    }
  });

  // After validation, so the ids are parsed: the object the path names, for this caller.
  app.addHook("preHandler", async (request) => {
    const { object } = request.routeOptions.config;
    if (!object || object === "firm" || object === "key") return;
    const rule = options.objects[object];
    const id = (request.params as Record<string, unknown>)[rule.param ?? "id"];
    const found = await rule.find(request, request.user, String(id));
    if (found === null || found === undefined) throw notFound(API_TEXTS.notFound);
    request.visibleObject = found;
  });
});

/** Whether `user` must confirm a number before anything else. */
export const phoneConfirmationDue = (
  user: Pick<UserRow, "phoneConfirmedAt">,
  mode: "required" | "optional",
): boolean => mode === "required" && user.phoneConfirmedAt === null;

const operationOf = (request: FastifyRequest): string | undefined =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

/**
 * The object the policy found for this request's route, checked to be of the kind the route
 * declared (a handler asking for another kind is a programming error, not a 404).
 */
export function visibleObjectOf<T>(request: FastifyRequest, kind: CheckedObject): T {
  if (request.routeOptions.config.object !== kind || request.visibleObject === null) {
    throw new Error(`${request.routeOptions.url} declares no config.object "${kind}"`);
  }
  return request.visibleObject as T;
}
