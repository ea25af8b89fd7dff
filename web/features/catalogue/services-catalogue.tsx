import { Button, Container, Group, Text } from "@mantine/core";
import { IconBriefcase, IconListCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { normalizeCategory } from "../../../domain/catalogue/services.ts";
import { PAGE_INTROS } from "../../../domain/site-pages/page-intros.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import layout from "../../ui/page-layout.module.css";
import { ALL_CATEGORIES, CategoryFilter } from "./category-filter.tsx";
import { ServiceCardSkeletons, ServiceGrid } from "./service-grid.tsx";
import { useServices } from "./use-services.ts";

interface ServicesCatalogueProps {
  /**
   * «Специальные услуги для бизнеса»: the business plans belong to another feature, so the page
   * that composes the two (app/pages/services-page.tsx) decides what the button opens.
   */
  onShowBusinessTariffs(): void;
}

/** The body of the «Услуги» page: heading, the order links, the category filter and the grid. */
export function ServicesCatalogue({ onShowBusinessTariffs }: ServicesCatalogueProps) {
  const { data: services } = useServices();
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const shown =
    category === ALL_CATEGORIES
      ? services
      : services?.filter((service) => normalizeCategory(service.category) === category);

  return (
    <Container size="lg" className={layout.page}>
      <PageHeading title={PAGE_INTROS.services.title} lead={PAGE_INTROS.services.lead} />
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
          onClick={onShowBusinessTariffs}
          data-testid="business-tariffs-button"
        >
          Специальные услуги для бизнеса
        </Button>
      </Group>

      {/* Failures retry quietly in the background (spec 1 §8): the placeholders simply stay. */}
      {!services ? (
        <ServiceCardSkeletons withDetails />
      ) : services.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Услуги скоро появятся. Напишите нам — поможем с любым юридическим вопросом.
        </Text>
      ) : (
        <>
          <CategoryFilter services={services} value={category} onChange={setCategory} />
          <ServiceGrid services={shown ?? []} withDetails headingOrder={2} />
        </>
      )}
    </Container>
  );
}
