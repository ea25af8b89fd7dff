import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { cannedReplies } from "../schema/notifications.ts";
import { users } from "../schema/users.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";

/** A lawyer's everyday phrases, so «/» in a chat shows something on the first start. */
const DEMO_CANNED_REPLIES = [
  {
    title: "Приветствие",
    content:
      "Здравствуйте! Меня зовут Анна, я юрист сервиса. Расскажите, пожалуйста, подробнее о вашей ситуации — отвечу в течение рабочего дня.",
  },
  {
    title: "Запрос документов",
    content:
      "Чтобы подготовить документ, пришлите, пожалуйста: скан паспорта (разворот с фото и страницу с регистрацией), договор или иные документы по делу, а также переписку со второй стороной, если она есть.",
  },
  {
    title: "Документы готовы",
    content:
      "Документы готовы и приложены к чату. Проверьте их, пожалуйста: если всё верно — нажмите «Принять заказ», если нужны правки — «Запросить доработку» и опишите, что изменить.",
  },
  {
    title: "Сроки подготовки",
    content:
      "Обычно подготовка занимает 1–2 рабочих дня с момента получения всех документов. Срок выполнения будет указан в чате, когда я возьму задачу в работу.",
  },
];

export async function seedDemoCannedReplies(db: Db): Promise<void> {
  const [executor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.executor.email.toLowerCase()));
  if (!executor) return;
  await db
    .insert(cannedReplies)
    .values(DEMO_CANNED_REPLIES.map((reply) => ({ ownerId: executor.id, ...reply })));
}
