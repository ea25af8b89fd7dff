/**
 * The chat's service ids that are not catalogue ids (spec 1 §7). Its own small module, with no
 * texts: the web's always-loaded «Написать в чат» code needs only these.
 */

/** The quick anonymous form's service id. */
export const QUICK_QUESTION_SERVICE_ID = "consultation";
export const BUSINESS_CONSULTATION_SERVICE_ID = "business_consultation";
/** A corporate client's one chat from the corporate cabinet (spec 2 §4). */
export const CORPORATE_CHAT_SERVICE_ID = "corporate_chat";
export const BUSINESS_TARIFF_PREFIX = "business_tariff_";
export const businessTariffServiceId = (planId: string) => `${BUSINESS_TARIFF_PREFIX}${planId}`;

/** The plan of a `business_tariff_{planId}` id, else null. */
export function planOfServiceId(serviceId: string): string | null {
  return serviceId.startsWith(BUSINESS_TARIFF_PREFIX)
    ? serviceId.slice(BUSINESS_TARIFF_PREFIX.length) || null
    : null;
}
