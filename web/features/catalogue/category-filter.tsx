import { Chip, Group } from "@mantine/core";
import type { Service } from "../../../domain/catalogue/service-schemas.ts";
import {
  normalizeCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
} from "../../../domain/catalogue/services.ts";
import classes from "./category-filter.module.css";

export const ALL_CATEGORIES = "all";

/** Chips for the categories that actually have services, in the catalogue's category order. */
export function CategoryFilter({
  services,
  value,
  onChange,
}: {
  services: Service[];
  value: string;
  onChange(value: string): void;
}) {
  const present = new Set(services.map((service) => normalizeCategory(service.category)));
  const categories = SERVICE_CATEGORIES.filter((category) => present.has(category));
  // One category has nothing to filter.
  if (categories.length < 2) return null;
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" mb="lg" role="group" aria-label="Категории услуг" className={classes.chips}>
        <Chip value={ALL_CATEGORIES} variant="outline">
          Все услуги
        </Chip>
        {categories.map((category) => (
          <Chip key={category} value={category} variant="outline">
            {SERVICE_CATEGORY_LABELS[category]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
