import { CONTACT_EMAIL, CONTACT_PHONES, SITE_NAME } from "../../../../domain/contacts.ts";

/**
 * The operator of the service as the legal texts name it. The operator fills in the real
 * details (name, OGRNIP/OGRN, INN, address) in the cabinet before going live.
 */
export const OPERATOR_NAME = "ИП Исполнитель (реквизиты указываются оператором сервиса)";
export const OPERATOR_DETAILS =
  "ОГРНИП, ИНН и адрес для корреспонденции указываются оператором сервиса";

export const CONTACTS_BLOCK = `Сервис: «${SITE_NAME}»

Электронная почта: ${CONTACT_EMAIL}

Телефоны: ${CONTACT_PHONES.join(", ")}`;
