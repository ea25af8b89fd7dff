/**
 * What the firm must have filled in before a company's invoice or act goes out (issues 43 §6 and
 * 44 §2): an accountant sends back a paper without the seller's requisites, its bank, an
 * organisation's КПП or the name of who signs. One list, read by `issueDocument`, by «Обзор» and
 * by «Платежи», in the words they show. No zod: the web imports this.
 */
import { missingRequisites } from "../site-settings/first-run-setup-texts.ts";
import type { SiteSettings } from "../site-settings/site-settings.ts";
import type { BillingSettings } from "./billing.ts";

export const FIRM_READINESS_TEXTS = {
  kpp: "КПП",
  signatoryName: "ФИО подписанта",
  signatoryTitle: "должность подписанта",
  bank: "банк, БИК, расчётный и корреспондентский счёт («Реквизиты для счетов»)",
} as const;

const T = FIRM_READINESS_TEXTS;

/** «ИП Иванов Иван Иванович» → «Иванов Иван Иванович»: a sole trader signs in their own name. */
const soleTraderName = (companyName: string) =>
  companyName.replace(/^\s*(ИП|индивидуальный предприниматель)\s+/i, "").trim() || null;

/**
 * Who signs the firm's papers and as whom: the settings' signatory, else a sole trader's own name
 * (an ИП signs as «Индивидуальный предприниматель»); null while an organisation names nobody.
 */
export function firmSignatory(site: SiteSettings): { name: string; title: string } | null {
  if (site.legal_form === "individual_entrepreneur") {
    const name = site.signatory_name ?? soleTraderName(site.company_name);
    return name ? { name, title: "Индивидуальный предприниматель" } : null;
  }
  return site.signatory_name && site.signatory_title
    ? { name: site.signatory_name, title: site.signatory_title }
    : null;
}

/** The items missing for a company's invoice or act, in the order the settings show them. */
export function missingForBilling(
  site: SiteSettings,
  bank: Pick<BillingSettings, "bank_name" | "bik" | "account" | "correspondent_account">,
): string[] {
  const organization = site.legal_form === "organization";
  return [
    ...missingRequisites(site),
    organization && !site.kpp ? T.kpp : null,
    // A sole trader signs in the name the settings already ask for.
    organization && !site.signatory_name ? T.signatoryName : null,
    organization && !site.signatory_title ? T.signatoryTitle : null,
    bank.bank_name && bank.bik && bank.account && bank.correspondent_account ? null : T.bank,
  ].filter((item): item is string => item !== null);
}

/** «Иванов Иван Иванович» → «Иванов И. И.», as a signature's transcript reads. */
export function initialsOf(fullName: string): string {
  const [surname, ...given] = fullName.trim().split(/\s+/);
  if (!surname) return "";
  return [surname, ...given.map((part) => `${part.charAt(0).toUpperCase()}.`)].join(" ");
}
