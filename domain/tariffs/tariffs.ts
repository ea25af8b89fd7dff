import { formatRoubles } from "../money.ts";
import type { BusinessTariff } from "./tariff-schemas.ts";

/**
 * Business tariffs. The spec gives two readings (spec 1 §9 and spec 3 §9); we store the executor
 * cabinet's table and derive every description from the stored fields, so the site, the modal and
 * the cabinet always say the same thing (docs/decisions/005-business-tariffs.md).
 */
export { TARIFF_KEYS, type TariffKey } from "./tariff-keys.ts";

const rub = (value: number) => `${formatRoubles(value)} ₽`;

/** Genitive after «до» and «в течение»: «до 1 часа», «до 5 часов», «в течение 72 часов». */
function hoursGenitive(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? "часа" : "часов";
}

export function tariffDescription(
  tariff: Omit<BusinessTariff, "description" | "id" | "name" | "price" | "sort_order">,
): string[] {
  const lines = [
    `Поддержка с ${tariff.support_hours} по московскому времени`,
    `Консультации до ${tariff.consultation_hours} ${hoursGenitive(tariff.consultation_hours)} в месяц`,
    `До ${tariff.documents_per_month} документов в месяц`,
    `Выполнение задач в течение ${tariff.task_hours} ${hoursGenitive(tariff.task_hours)}`,
    tariff.court_price === null
      ? "Участие в судебных заседаниях не предусмотрено"
      : `Участие в судебном заседании — ${rub(tariff.court_price)} за заседание (оплачивается отдельно)`,
  ];
  if (tariff.trip_price !== null) {
    lines.push(`Выезд специалиста — ${rub(tariff.trip_price)} за выезд (оплачивается отдельно)`);
  }
  return [...lines, ...tariff.notes];
}

export const TARIFF_TEXTS = {
  sectionTitle: "Юридическое обслуживание бизнеса",
  sectionLead: "Ежемесячные тарифы для ИП и компаний: постоянный юрист по цене меньше штатного",
  perMonth: "в месяц",
  consultation: "Получить консультацию",
  pay: "Оплатить тариф",
  showDetails: "Подробнее",
  hideDetails: "Свернуть",
  modalTitle: "Специальные услуги для бизнеса",
} as const;
