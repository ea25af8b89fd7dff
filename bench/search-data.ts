/**
 * The search bench's data (issue 14 §4): BENCH_SEARCH_CHATS chats (one in five a live guest
 * chat, the rest shared by 1,000 clients) with BENCH_SEARCH_MESSAGES messages between them, all
 * made by a few `generate_series` statements. Each message is eight everyday words (each of the
 * 40 in about a fifth of the messages) plus, by its number, «договор» in some form (one message in
 * three), «претензия» (one in a hundred) or «неустойка» (one in ten thousand): a common, a
 * medium and a rare word. The full-text index is dropped for the load and built again after it
 * from its own definition, which is several times faster than keeping it up row by row.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";

export const SEARCH_BENCH_CHATS = Number(process.env.BENCH_SEARCH_CHATS ?? 10_000);
export const SEARCH_BENCH_MESSAGES = Number(process.env.BENCH_SEARCH_MESSAGES ?? 1_000_000);
const CLIENTS = 1_000;
const INDEX = "chat_messages_content_search_idx";

const FILLER = [
  "добрый",
  "день",
  "спасибо",
  "пожалуйста",
  "вопрос",
  "ответ",
  "срок",
  "суд",
  "заседание",
  "документ",
  "подпись",
  "оплата",
  "счёт",
  "квартира",
  "наследство",
  "работа",
  "зарплата",
  "увольнение",
  "банк",
  "кредит",
  "налог",
  "штраф",
  "полиция",
  "заявление",
  "жалоба",
  "юрист",
  "консультация",
  "встреча",
  "завтра",
  "сегодня",
  "неделя",
  "месяц",
  "копия",
  "паспорт",
  "адрес",
  "телефон",
  "письмо",
  "ответчик",
  "истец",
  "решение",
];
const SURNAMES = [
  "Иванов",
  "Смирнов",
  "Кузнецов",
  "Попов",
  "Васильев",
  "Петров",
  "Соколов",
  "Михайлов",
  "Новиков",
  "Фёдоров",
  "Морозов",
  "Волков",
  "Алексеев",
  "Лебедев",
  "Семёнов",
  "Егоров",
  "Павлов",
  "Козлов",
  "Степанов",
  "Николаев",
];
const FIRST_NAMES = ["Иван", "Пётр", "Анна", "Мария", "Олег", "Елена", "Сергей", "Ольга"];
const TITLES = [
  "Составление договора",
  "Консультация юриста",
  "Исковое заявление",
  "Проверка договора аренды",
  "Трудовой спор",
  "Наследство",
  "Банкротство физических лиц",
  "Защита прав потребителей",
];

const textArray = (words: readonly string[]) =>
  sql.raw(`array[${words.map((word) => `'${word}'`).join(",")}]`);

/** Word `slot` of message `i`: bits of a multiplicative hash of `i`, so the words look unrelated. */
const fillerWord = (slot: number) =>
  sql`(${textArray(FILLER)})[1 + ((i::bigint * 2654435761 >> ${sql.raw(String(8 + slot * 3))}) % ${sql.raw(String(FILLER.length))})]`;

/** Seeds the bench's chats and messages; `clientId`'s account gets ten of the chats. */
export async function seedSearchData(db: Db, clientId: number): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, full_name, role, client_type, phone)
    select 'bench-client-' || k || '@example.ru', 'bench',
           (${textArray(SURNAMES)})[1 + k % ${sql.raw(String(SURNAMES.length))}] || ' ' ||
           (${textArray(FIRST_NAMES)})[1 + k / ${sql.raw(String(SURNAMES.length))} % ${sql.raw(String(FIRST_NAMES.length))}],
           'client', 'individual', '+7916' || lpad(k::text, 7, '0')
    from generate_series(0, ${sql.raw(String(CLIENTS - 1))}) as k`);
  // Chat n belongs to client n % 1000 (the bench client takes the place of client 1), or is a
  // guest's when n % 5 = 0; every message's chat is n = i % chats.
  await db.execute(sql`
    insert into chat_sessions (id, service_id, service_title, client_id, is_guest, guest_name,
                               guest_phone, guest_email, expires_at, last_activity, created_at)
    select md5('bench-chat-' || n)::uuid::text, '1',
           (${textArray(TITLES)})[1 + n % ${sql.raw(String(TITLES.length))}],
           case when n % 5 = 0 then null when n % ${sql.raw(String(CLIENTS))} = 1 then ${clientId} else u.id end,
           n % 5 = 0,
           case when n % 5 = 0 then 'Гость ' || (${textArray(SURNAMES)})[1 + n % ${sql.raw(String(SURNAMES.length))}] end,
           case when n % 5 = 0 then '+7900' || lpad(n::text, 7, '0') end,
           case when n % 5 = 0 then 'guest-' || n || '@example.ru' end,
           case when n % 5 = 0 then now() + interval '1 day' end,
           now() - n * interval '1 minute', now() - interval '1 year'
    from generate_series(0, ${sql.raw(String(SEARCH_BENCH_CHATS - 1))}) as n
    join (select id, row_number() over (order by id) - 1 as k from users
          where email like 'bench-client-%') as u on u.k = n % ${sql.raw(String(CLIENTS))}`);

  const [index] = (
    (await db.execute(
      sql`select indexdef from pg_indexes where indexname = ${INDEX}`,
    )) as unknown as {
      rows: { indexdef: string }[];
    }
  ).rows;
  if (!index) throw new Error(`${INDEX} is missing: run the migrations first`);
  await db.execute(sql.raw(`drop index ${INDEX}`));
  const words = Array.from({ length: 8 }, (_, slot) => fillerWord(slot));
  await db.execute(sql`
    insert into chat_messages (session_id, sender_type, content, created_at)
    select md5('bench-chat-' || (i % ${sql.raw(String(SEARCH_BENCH_CHATS))}))::uuid::text,
           case when i % 2 = 0 then 'client' else 'executor' end,
           concat_ws(' ', ${sql.join(words, sql`, `)},
             case when i % 3 = 0 then (array['договор','договора','договором','договоры'])[1 + i % 4] end,
             case when i % 100 = 7 then (array['претензия','претензию'])[1 + i % 2] end,
             case when i % 10000 = 13 then (array['неустойка','неустойку'])[1 + i % 2] end),
           now() - (${sql.raw(String(SEARCH_BENCH_MESSAGES))} - i) * interval '30 seconds'
    from generate_series(1, ${sql.raw(String(SEARCH_BENCH_MESSAGES))}) as i`);
  await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`analyze`);
}
