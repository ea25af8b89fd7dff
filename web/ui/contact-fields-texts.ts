/** The labels of ContactFields (contact-fields.tsx), here for the e2e specs too. */
export const CONTACT_FIELD_TEXTS = {
  name: "Имя",
  phone: "Телефон",
  emailOptional: "Email (необязательно)",
  emailPlaceholder: "name@example.ru",
} as const;
