/**
 * 54-FZ receipts (issue 31 §5): whether the payment provider sends the payer a fiscal receipt,
 * and with which tax system and VAT. An advocates' formation issues no receipts and switches
 * them off; a service may carry its own VAT. The codes are YooKassa's (and the fiscal format's).
 * No zod: the web imports this.
 */

/** vat_code of a receipt item: 1 — «без НДС», the usual case for a lawyer on a simplified system. */
export const VAT_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type VatCode = (typeof VAT_CODES)[number];
export const VAT_CODE_LABELS: Record<VatCode, string> = {
  1: "Без НДС",
  2: "НДС 0%",
  3: "НДС 10%",
  4: "НДС 20%",
  5: "НДС 10/110",
  6: "НДС 20/120",
  7: "НДС 5%",
  8: "НДС 7%",
  9: "НДС 5/105",
  10: "НДС 7/107",
  11: "НДС 22%",
  12: "НДС 22/122",
};

/** tax_system_code of a receipt: the seller's taxation system. */
export const TAX_SYSTEM_CODES = [1, 2, 3, 4, 5, 6] as const;
export type TaxSystemCode = (typeof TAX_SYSTEM_CODES)[number];
export const TAX_SYSTEM_LABELS: Record<TaxSystemCode, string> = {
  1: "Общая (ОСН)",
  2: "Упрощённая, доходы (УСН)",
  3: "Упрощённая, доходы минус расходы",
  4: "Единый налог на вменённый доход (ЕНВД)",
  5: "Единый сельскохозяйственный налог (ЕСХН)",
  6: "Патентная (ПСН)",
};

export interface ReceiptSettings {
  /** Receipts go with payments and refunds only while on. */
  enabled: boolean;
  /** Null: not sent (the shop's setting at the provider applies). */
  tax_system_code: TaxSystemCode | null;
  /** The VAT of every service without its own. */
  vat_code: VatCode;
}

export const RECEIPT_SETTINGS_KEY = "receipts";

export const RECEIPT_TEXTS = {
  title: "Чеки (54-ФЗ)",
  hint: "Чек отправляет платёжная система (ЮKassa) при оплате и при возврате. Адвокатские образования чеки не выдают — выключите.",
  enabled: "Отправлять чеки",
  taxSystem: "Система налогообложения",
  taxSystemNone: "Не указывать (как в настройках магазина)",
  vat: "НДС по умолчанию",
  serviceVat: "НДС в чеке",
  serviceVatDefault: "Как в «Чеках (54-ФЗ)»",
  save: "Сохранить",
  saved: "Настройки чеков сохранены",
  loadFailed: "Не удалось загрузить настройки чеков",
  saveFailed: "Не удалось сохранить настройки чеков",
  vatInvalid: "НДС: код от 1 до 12 (1 — без НДС).",
  taxSystemInvalid: "Система налогообложения: код от 1 до 6, или не указывать.",
  enabledInvalid: "«Отправлять чеки» — да или нет.",
} as const;

/** The VAT of a service's receipt item: its own, else the settings'. */
export const vatCodeFor = (serviceVat: number | null | undefined, settings: ReceiptSettings) =>
  (serviceVat ?? settings.vat_code) as VatCode;
