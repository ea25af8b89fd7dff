import { SITE_DOCUMENT_PLACEHOLDERS as P } from "../../../../domain/site-documents/site-documents.ts";

/**
 * The operator of the service in the legal texts: placeholders the site fills from «Настройки
 * сайта» when it shows a document (fillSiteDocument), so the details live in one place.
 */
export const OPERATOR_NAME = P.company;
export const OPERATOR_DETAILS = P.requisites;
export const OPERATOR_EMAIL = P.email;
export const WORKING_HOURS_TEXT = P.hours;

export const CONTACTS_BLOCK = `Сервис: «${P.site}»

Электронная почта: ${OPERATOR_EMAIL}

Телефоны: ${P.phones}`;
