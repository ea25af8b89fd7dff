import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password.ts";
import { createSession } from "../../auth/sessions.ts";
import { users } from "../../db/schema/users.ts";
import type { Actor } from "../../http/access-matrix.ts";
import { TEST_ADMIN } from "../back-office.ts";
import { loginAsStaff, reauthenticate, registerClient, uniqueEmail } from "../fixtures.ts";
import { uniqueMobile } from "../phone-fixtures.ts";
import type { TestApp } from "../test-app.ts";

export interface Account {
  id: number;
  token: string;
  email: string;
  password: string;
}

/** The six callers of the matrix, each with an address of its own (limits count per address). */
export interface Actors {
  accounts: Record<Exclude<Actor, "anonymous">, Account>;
  tokens: Record<Actor, string | null>;
  ips: Record<Actor, string>;
  /** A second company: its documents are another company's for the `corporate` actor. */
  company: Account;
  /** A lawyer who is no actor: its secret calendar link is read by everybody, untouched by them. */
  calendarOwner: Account;
  /** A new account of the actor's kind, for calls that end or erase the account they use. */
  throwaway(actor: Actor): Promise<Account | null>;
}

const STAFF_PASSWORD = "matrix-staff-password";

export async function createActors(t: TestApp): Promise<Actors> {
  const staffHash = await hashPassword(STAFF_PASSWORD);
  /** Executors are not registered through the API: the operator makes them in the database. */
  // Made here, they take no chats (max_open_chats 0): every chat of the matrix is the demo
  // executor's, so the colleague is another lawyer to it.
  const staffAccount = async (role: "executor" | "admin", name: string): Promise<Account> => {
    const email = uniqueEmail(role);
    const [row] = await t.db
      .insert(users)
      .values({
        email,
        passwordHash: staffHash,
        fullName: name,
        role,
        clientType: null,
        maxOpenChats: 0,
        // Staff of the matrix's own count as confirmed, like the demo's (issue 45).
        phone: uniqueMobile(),
        phoneConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    const token = await createSession(t.db, row!.id, t.app.config.SESSION_TTL_DAYS);
    // Proven, as staff are after the cabinet's password dialog: the matrix is about who sees
    // what; the fresh proof itself is reauthentication.test.ts's.
    await reauthenticate(t.app, token, STAFF_PASSWORD);
    return { id: row!.id, token, email, password: STAFF_PASSWORD };
  };
  const client = async (clientType: "individual" | "corporate", fullName: string) => {
    const made = await registerClient(t.app, { clientType, fullName });
    return { id: made.user.id, token: made.token, email: made.email, password: made.password };
  };
  const login = async (email: string, password: string): Promise<Account> => {
    const token = await loginAsStaff(t.app, email, password);
    const me = (await t.app.inject({ url: "/api/auth/me", headers: bearerOf(token) })).json();
    return { id: me.id, token, email, password };
  };

  const [clientA, clientB, corporate, company, executor, admin, colleague, calendarOwner] =
    await Promise.all([
      client("individual", "Клиент Первый"),
      client("individual", "Клиент Второй"),
      client("corporate", "ООО Ромашка"),
      client("corporate", "ООО Другая Компания"),
      login("executor@demo.ru", "demo-executor"),
      login(TEST_ADMIN.email, TEST_ADMIN.password),
      staffAccount("executor", "Коллега Второй"),
      staffAccount("executor", "Коллега с календарём"),
    ]);
  // The operator takes no chats either; the demo executor takes them all.
  await t.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.id, admin.id));
  await t.db.update(users).set({ maxOpenChats: 500 }).where(eq(users.id, executor.id));
  const accounts = { clientA, clientB, corporate, executor, admin, colleague };
  return {
    accounts,
    tokens: { anonymous: null, ...mapValues(accounts, (account) => account.token) },
    ips: {
      anonymous: "10.20.0.1",
      clientA: "10.20.0.2",
      clientB: "10.20.0.3",
      corporate: "10.20.0.4",
      executor: "10.20.0.5",
      admin: "10.20.0.6",
      colleague: "10.20.0.7",
    },
    company,
    calendarOwner,
    async throwaway(actor) {
      switch (actor) {
        case "anonymous":
          return null;
        case "clientA":
        case "clientB":
          return client("individual", "Клиент Разовый");
        case "corporate":
          return client("corporate", "ООО Разовая");
        case "executor":
        case "admin":
          return staffAccount(actor, `Разовый ${randomBytes(2).toString("hex")}`);
        case "colleague":
          return staffAccount("executor", `Разовый ${randomBytes(2).toString("hex")}`);
      }
    },
  };
}

const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

function mapValues<K extends string, V, W>(record: Record<K, V>, map: (value: V) => W) {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, map(value as V)]),
  ) as Record<K, W>;
}
