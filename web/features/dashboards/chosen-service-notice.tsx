import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { Service } from "../../../domain/service-schemas.ts";
import { apiFetch } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { ContactDetails } from "../../ui/contact-details.tsx";

/** The ?service={id} that «Написать в чат» adds, as a positive integer, else null. */
export function parseServiceId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A client came here from «Написать в чат». The chat opens here once it is launched; until then
 * we say so plainly and show how to reach a lawyer today.
 */
export function ChosenServiceNotice({ serviceId }: { serviceId: number }) {
  const service = useQuery({
    queryKey: queryKeys.service(serviceId),
    queryFn: ({ signal }) => apiFetch<Service>(`/services/${serviceId}`, { signal, auth: false }),
    retry: 1,
  });
  const title = service.data ? `Вы выбрали услугу «${service.data.title}»` : "Вы выбрали услугу";

  return (
    <Alert
      color="navy"
      variant="light"
      radius="lg"
      icon={<IconMessageCircle size={22} />}
      title={title}
    >
      <Stack gap="sm">
        <Text size="sm">
          Чат с юристом по выбранной услуге откроется здесь, как только мы его запустим. А пока
          позвоните или напишите нам — юрист ответит в рабочее время.
        </Text>
        <ContactDetails />
        <Group>
          <Button component={Link} to="/services" variant="white" size="sm">
            Все услуги
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
