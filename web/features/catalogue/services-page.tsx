import { Button, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBriefcase, IconListCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { CATALOGUE_TEXTS, normalizeCategory } from "../../../domain/services.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
// The one allowed cross-feature import: the catalogue offers the business plans in a modal
// (spec 1 §2) and routes.tsx mounts this page directly, so there is no app-level place to compose.
import { BusinessTariffsModal } from "../tariffs/business-tariffs-modal.tsx";
import { ALL_CATEGORIES, CategoryFilter } from "./category-filter.tsx";
import { ServiceGrid } from "./service-grid.tsx";
import { useServices } from "./use-services.ts";

export function ServicesPage() {
  const { data: services } = useServices();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [tariffsOpened, tariffs] = useDisclosure(false);

  const shown =
    category === ALL_CATEGORIES
      ? services
      : services?.filter((service) => normalizeCategory(service.category) === category);

  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <PageHeading
        title="Услуги"
        lead="Выберите услугу, напишите юристу в чат или оплатите сразу. Цена зависит от сложности задачи и окончательно согласуется в чате до начала работы."
      />
      <Group gap="sm" mb="xl">
        <Button
          component={Link}
          to="/order-instructions"
          variant="default"
          leftSection={<IconListCheck size={18} />}
        >
          Как заказать и оплатить
        </Button>
        <Button
          variant="light"
          leftSection={<IconBriefcase size={18} />}
          onClick={tariffs.open}
          data-testid="business-tariffs-button"
        >
          Специальные услуги для бизнеса
        </Button>
      </Group>

      {/* Failures retry quietly in the background (spec 1 §8): the spinner simply stays. */}
      {!services ? (
        <LoadingState label={CATALOGUE_TEXTS.loading} />
      ) : services.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Услуги скоро появятся. Напишите нам — поможем с любым юридическим вопросом.
        </Text>
      ) : (
        <>
          <CategoryFilter services={services} value={category} onChange={setCategory} />
          <ServiceGrid services={shown ?? []} withDetails />
        </>
      )}
      <BusinessTariffsModal opened={tariffsOpened} onClose={tariffs.close} />
    </Container>
  );
}
