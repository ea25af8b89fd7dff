import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { YANDEX_ID_TEXTS } from "../../../domain/yandex-id/yandex-id.ts";
import type { YandexRegistration } from "../../../domain/yandex-id/yandex-id-schemas.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { yandexRegistration } from "./yandex-sign-in-memory.ts";

type Registration = YandexRegistration["registration"];

/**
 * A registration begun from Yandex ID (issue 45 §2), as this tab keeps it: read after hydration
 * (the server knows no tab's storage), null when there is none or its link has died.
 */
export function useYandexRegistration(): Registration | null {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? yandexRegistration() : null), [hydrated]);
}

/** The registration form's fields as Yandex ID fills them. */
export function yandexPrefillOf(registration: Registration) {
  return {
    full_name: registration.full_name ?? "",
    email: registration.email ?? "",
    phone: registration.phone ? formatPhone(registration.phone) : "",
  };
}

/** Says where the filled fields came from, and that the phone is still confirmed by SMS. */
export function YandexPrefillNote() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
      {YANDEX_ID_TEXTS.prefilled}
    </Alert>
  );
}
