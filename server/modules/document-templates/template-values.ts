import { eq } from "drizzle-orm";
import { firmSignatory } from "../../../domain/billing/firm-readiness.ts";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { NAME_CASES } from "../../../domain/document-templates/document-templates.ts";
import { formatIntakeValue } from "../../../domain/intake/intake.ts";
import { formatKopecks, formatKopecksNumber } from "../../../domain/money.ts";
import { formatMoscowShortDate } from "../../../domain/time.ts";
import type { Db } from "../../db/client.ts";
import { corporateProfiles } from "../../db/schema/corporate.ts";
import { users } from "../../db/schema/users.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { declineFullName } from "./decline-name.ts";

/** A name's five cases under `{base}_genitive`…, absent while there is no name. */
const declinedName = (base: string, name: string | null | undefined) =>
  Object.fromEntries(
    NAME_CASES.map((nameCase) => [
      `${base}_${nameCase}`,
      name ? declineFullName(name, nameCase) : null,
    ]),
  );

/**
 * What a chat knows, by placeholder name (domain/document-templates lists them): its client (or
 * guest), the client's company card, the firm from «Настройки сайта», the service and price, today
 * in Moscow, and every intake answer. A value we do not have is absent, so it is reported missing.
 */
export async function templateValues(
  db: Db,
  chat: SessionRow,
  now: Date,
): Promise<Record<string, string>> {
  const [client] =
    chat.clientId === null
      ? []
      : await db
          .select({
            fullName: users.fullName,
            email: users.email,
            phone: users.phone,
            companyName: corporateProfiles.companyName,
            inn: corporateProfiles.inn,
            kpp: corporateProfiles.kpp,
            ogrn: corporateProfiles.ogrnOgrnip,
            address: corporateProfiles.address,
            signatoryName: corporateProfiles.signatoryName,
            signatoryTitle: corporateProfiles.signatoryTitle,
          })
          .from(users)
          .leftJoin(corporateProfiles, eq(corporateProfiles.userId, users.id))
          .where(eq(users.id, chat.clientId));
  const firm = await getSiteSettings(db);
  const phone = client?.phone ?? chat.guestPhone;
  const price = chat.finalPriceKopecks;
  const fullName = client?.fullName ?? chat.guestName;
  const firmSigner = firmSignatory(firm);
  const values: Record<string, string | null | undefined> = {
    "client.full_name": fullName,
    ...declinedName("client.full_name", fullName),
    "client.email": client?.email ?? chat.guestEmail,
    "client.phone": phone ? formatPhone(phone) : null,
    "company.name": client?.companyName,
    "company.inn": client?.inn,
    "company.ogrn": client?.ogrn,
    "company.kpp": client?.kpp,
    "company.address": client?.address,
    "company.signatory_name": client?.signatoryName,
    ...declinedName("company.signatory_name", client?.signatoryName),
    "company.signatory_title": client?.signatoryTitle,
    "firm.name": firm.company_name,
    "firm.inn": firm.inn,
    "firm.ogrn": firm.ogrn,
    "firm.kpp": firm.legal_form === "organization" ? firm.kpp : null,
    "firm.signatory_name": firmSigner?.name,
    ...declinedName("firm.signatory_name", firmSigner?.name),
    "firm.signatory_title": firmSigner?.title,
    "firm.address": firm.legal_address,
    "firm.phone": firm.support_phones[0],
    "firm.email": firm.support_email,
    "service.title": chat.serviceTitle,
    // The number alone («7 500,00»), for «{order.price} руб.»; with the sign as the second.
    "order.price": price === null ? null : formatKopecksNumber(price),
    "order.price_with_currency": price === null ? null : formatKopecks(price),
    today: formatMoscowShortDate(now),
  };
  for (const answer of chat.intake)
    values[`intake.${answer.key}`] = formatIntakeValue(answer.value);
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
