/**
 * The seller's legal forms and their requisites' lengths (issue 10 §6): read by the settings form
 * and its checks only, so they stay out of the public pages' script (site-settings.ts is on
 * every page).
 */

export const LEGAL_FORMS = ["individual_entrepreneur", "organization"] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  individual_entrepreneur: "Индивидуальный предприниматель",
  organization: "Организация (ООО, АО)",
};

/** An entrepreneur has a 12-digit ИНН and a 15-digit ОГРНИП; an organisation 10 and 13. */
export const REQUISITE_LENGTHS: Record<LegalForm, { inn: number; ogrn: number }> = {
  individual_entrepreneur: { inn: 12, ogrn: 15 },
  organization: { inn: 10, ogrn: 13 },
};
