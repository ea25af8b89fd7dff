import { IconBriefcase, IconScale, IconUser } from "@tabler/icons-react";
import { CLIENT_TYPE_LABELS, type LoginType } from "../../../domain/users/users.ts";

/** How each login type looks: spec 1 §2 asks for its own heading and colour per type. */
export const LOGIN_TYPE_VIEWS: Record<
  LoginType,
  { label: string; description: string; heading: string; color: string; icon: typeof IconUser }
> = {
  individual: {
    label: CLIENT_TYPE_LABELS.individual,
    description: "Консультации, документы и чаты по личным вопросам",
    heading: "Вход для физических лиц",
    color: "blue",
    icon: IconUser,
  },
  corporate: {
    label: CLIENT_TYPE_LABELS.corporate,
    description: "Кабинет компании: документы организации, заказы и тарифы",
    heading: "Вход для ИП и юридических лиц",
    color: "teal",
    icon: IconBriefcase,
  },
  executor: {
    label: "Исполнитель",
    description: "Кабинет юриста: чаты с клиентами и задачи",
    heading: "Вход для исполнителей",
    color: "violet",
    icon: IconScale,
  },
};
